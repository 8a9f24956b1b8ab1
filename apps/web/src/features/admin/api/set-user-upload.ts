import { UserSchema } from '@skinscope/contracts';
import type { User } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/authorize/upload` body `{canUpload}` (spec §7): case upload right. */
export function setUserUpload({ userId, canUpload }: { userId: number; canUpload: boolean }) {
  return apiRequest<User>(`/api/user/${userId}/authorize/upload`, {
    method: 'PUT',
    body: { canUpload },
    schema: UserSchema,
  });
}

export function useSetUserUpload() {
  return useMutation({ mutationFn: setUserUpload });
}
