import { UserSchema } from '@skinscope/contracts';
import type { User } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/forbid` (spec §7): disables the account and ends its sessions. */
export function forbidUser(userId: number): Promise<User> {
  return apiRequest(`/api/user/${userId}/forbid`, { method: 'PUT', schema: UserSchema });
}

export function useForbidUser() {
  return useMutation({ mutationFn: forbidUser });
}
