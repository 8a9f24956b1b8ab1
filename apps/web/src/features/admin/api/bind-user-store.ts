import { UserSchema } from '@skinscope/contracts';
import type { BindStoreBody, User } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/store/bind` {storeId, storeName, userName} (spec §7); pubdom only. */
export function bindUserStore({ userId, ...body }: BindStoreBody & { userId: number }) {
  return apiRequest<User>(`/api/user/${userId}/store/bind`, {
    method: 'PUT',
    body,
    schema: UserSchema,
  });
}

export function useBindUserStore() {
  return useMutation({ mutationFn: bindUserStore });
}
