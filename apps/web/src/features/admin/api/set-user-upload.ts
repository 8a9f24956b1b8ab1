import { apiRoutes } from '@skinscope/contracts';
import type { User } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/authorize/upload` body `{canUpload}` (spec §7): case upload right. */
function setUserUpload({
  userId,
  canUpload,
}: {
  userId: number;
  canUpload: boolean;
}): Promise<User> {
  return apiCall(apiRoutes.setUserUpload, { params: { userId }, body: { canUpload } });
}

export function useSetUserUpload() {
  return useMutation({ mutationFn: setUserUpload });
}
