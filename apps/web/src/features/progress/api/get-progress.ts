import { apiRoutes } from '@skinscope/contracts';
import type { CustomerProgress } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/customer/{customerId}/progress` (issue 19 #1): her visits and each part's results. */
export function useCustomerProgress(customerId: number | undefined) {
  return useQuery({
    queryKey: ['progress', customerId ?? 0],
    queryFn: (): Promise<CustomerProgress> =>
      apiCall(apiRoutes.customerProgress, { params: { customerId: customerId ?? 0 } }),
    enabled: customerId !== undefined,
  });
}
