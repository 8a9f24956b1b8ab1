import { apiRoutes } from '@skinscope/contracts';
import type { CustomerRow } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/customer/{id}`: one member, as a search row. */
function getCustomer(customerId: number): Promise<CustomerRow> {
  return apiCall(apiRoutes.customer, { params: { customerId } });
}

export const customerKey = (customerId: number) => ['customers', 'one', customerId] as const;

export function useCustomer(customerId: number | undefined) {
  return useQuery({
    queryKey: customerKey(customerId ?? 0),
    queryFn: () => getCustomer(customerId ?? 0),
    enabled: customerId !== undefined,
  });
}
