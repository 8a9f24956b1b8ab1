import { apiRoutes } from '@skinscope/contracts';
import type { BindStoreBody, User } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/store/bind` {storeId, storeName, userName} (spec §7); pubdom only. */
function bindUserStore({ userId, ...body }: BindStoreBody & { userId: number }): Promise<User> {
  return apiCall(apiRoutes.bindUserStore, { params: { userId }, body });
}

export function useBindUserStore() {
  return useMutation({ mutationFn: bindUserStore });
}
