import { UserSchema } from '@skinscope/contracts';
import type { User } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/activate` (spec §7): enables a disabled account again. */
export function activateUser(userId: number): Promise<User> {
  return apiRequest(`/api/user/${userId}/activate`, { method: 'PUT', schema: UserSchema });
}

export function useActivateUser() {
  return useMutation({ mutationFn: activateUser });
}
