import { apiRoutes } from '@skinscope/contracts';
import type { BindResult, UnbindCustomerBody } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/customer/unbind` {customerId, customerTelephone}: `{result: 2}`. */
function unbindCustomer({
  userId,
  ...body
}: UnbindCustomerBody & { userId: number }): Promise<BindResult> {
  return apiCall(apiRoutes.unbindCustomer, { params: { userId }, body });
}

export function useUnbindCustomer() {
  return useMutation({ mutationFn: unbindCustomer });
}
