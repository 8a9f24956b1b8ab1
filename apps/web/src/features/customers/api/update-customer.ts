import { apiRoutes } from '@skinscope/contracts';
import type { CustomerRow, Scope, UpdateCustomerRequest } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { customerIdForWire } from '../../../lib/customer-id';
import { customerKey } from './get-customer';

interface CustomerUpdate {
  customerId: number;
  /** The scope the customer id travels under (skinworker ids are prefixed, spec §6). */
  scope: Scope;
  body: UpdateCustomerRequest;
}

/** `PUT /api/customer/{customerId}` (issue 17 #30): corrected name, phone, age or store. */
function updateCustomer({ customerId, scope, body }: CustomerUpdate): Promise<CustomerRow> {
  return apiCall(apiRoutes.updateCustomer, {
    params: { customerId: customerIdForWire(customerId, scope) },
    body,
  });
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (row, { customerId }) => {
      queryClient.setQueryData(customerKey(customerId), row);
      // Lists and histories show the name too.
      return queryClient.invalidateQueries({ queryKey: ['customers'] });
    },
  });
}
