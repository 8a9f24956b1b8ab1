import { BindResultSchema } from '@skinscope/contracts';
import type { BindResult, UnbindCustomerBody } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/customer/unbind` {customerId, customerTelephone}: `{result: 2}`. */
export function unbindCustomer({ userId, ...body }: UnbindCustomerBody & { userId: number }) {
  return apiRequest<BindResult>(`/api/user/${userId}/customer/unbind`, {
    method: 'PUT',
    body,
    schema: BindResultSchema,
  });
}

export function useUnbindCustomer() {
  return useMutation({ mutationFn: unbindCustomer });
}
