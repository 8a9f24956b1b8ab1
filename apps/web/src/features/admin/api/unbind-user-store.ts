import { apiRoutes } from '@skinscope/contracts';
import type { User } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/store/unbind` (spec §7). */
function unbindUserStore(userId: number): Promise<User> {
  return apiCall(apiRoutes.unbindUserStore, { params: { userId } });
}

export function useUnbindUserStore() {
  return useMutation({ mutationFn: unbindUserStore });
}
