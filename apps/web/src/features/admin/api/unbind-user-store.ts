import { UserSchema } from '@skinscope/contracts';
import type { User } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/store/unbind` (spec §7). */
export function unbindUserStore(userId: number): Promise<User> {
  return apiRequest(`/api/user/${userId}/store/unbind`, { method: 'PUT', schema: UserSchema });
}

export function useUnbindUserStore() {
  return useMutation({ mutationFn: unbindUserStore });
}
