import { apiRoutes, type CareOutcomes } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useCustomerMode } from '../../../lib/customer-mode';

/**
 * `GET /api/care-outcomes?care=` (issue 33 #5): how the customers recommended this care fared
 * 4 and 8 weeks later, the store's and the company's. Staff only: not asked in 顾客模式 (the
 * server refuses it there).
 */
export function useCareOutcomes(care: string) {
  const customerMode = useCustomerMode();
  return useQuery({
    queryKey: ['care-outcomes', care],
    queryFn: ({ signal }): Promise<CareOutcomes> =>
      apiCall(apiRoutes.careOutcomes, { query: { care } }, { signal }),
    enabled: !customerMode,
    // Counted over 90 days: a consultation's minutes change nothing.
    staleTime: 10 * 60 * 1000,
  });
}
