import { UserSchema } from '@skinscope/contracts';
import type { User } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/authorize` body `{canScan}` (spec §7): allow or refuse scanning. */
export function setUserScan({ userId, canScan }: { userId: number; canScan: boolean }) {
  return apiRequest<User>(`/api/user/${userId}/authorize`, {
    method: 'PUT',
    body: { canScan },
    schema: UserSchema,
  });
}

export function useSetUserScan() {
  return useMutation({ mutationFn: setUserScan });
}
