import { apiRoutes } from '@skinscope/contracts';
import type { User } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/authorize` body `{canScan}` (spec §7): allow or refuse scanning. */
function setUserScan({ userId, canScan }: { userId: number; canScan: boolean }): Promise<User> {
  return apiCall(apiRoutes.setUserScan, { params: { userId }, body: { canScan } });
}

export function useSetUserScan() {
  return useMutation({ mutationFn: setUserScan });
}
