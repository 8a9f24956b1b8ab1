import { apiRoutes } from '@skinscope/contracts';
import type { Scope } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { customerIdForWire } from '../../../lib/customer-id';
import { customerKey } from './get-customer';

interface RemarkUpdate {
  customerId: number;
  /** The scope the customer id travels under (skinworker ids are prefixed, spec §6). */
  scope: Scope;
  remark: string;
}

/** `PUT /api/customer/remark/update` (spec §7). */
async function updateRemark({ customerId, scope, remark }: RemarkUpdate): Promise<void> {
  await apiCall(apiRoutes.updateRemark, {
    body: { recCustomerId: customerIdForWire(customerId, scope), remark },
  });
}

export function useUpdateRemark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRemark,
    onSuccess: (_data, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: customerKey(customerId) }),
  });
}
