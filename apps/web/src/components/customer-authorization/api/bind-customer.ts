import { apiRoutes } from '@skinscope/contracts';
import type { BindCustomerBody, BindResult } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/**
 * `PUT /api/user/{userId}/customer/bind` {customerId, scope, customerTelephone, customerName}
 * (spec §7): lets the staff member see the customer. Answers `{result: 1}` (spec §4).
 */
function bindCustomer({
  userId,
  ...body
}: BindCustomerBody & { userId: number }): Promise<BindResult> {
  return apiCall(apiRoutes.bindCustomer, { params: { userId }, body });
}

export function useBindCustomer() {
  return useMutation({ mutationFn: bindCustomer });
}
