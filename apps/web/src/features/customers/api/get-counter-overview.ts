import { apiRoutes } from '@skinscope/contracts';
import type { CounterOverview } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/customer/counter` (issue 17 #31): today's visits, recent and due customers. */
function getCounterOverview(): Promise<CounterOverview> {
  return apiCall(apiRoutes.counterOverview, {});
}

/** Only for staff who may scan (the server refuses others); fresh each time the page opens. */
export function useCounterOverview(enabled: boolean) {
  return useQuery({
    queryKey: ['customers', 'counter'],
    queryFn: getCounterOverview,
    enabled,
    staleTime: 0,
  });
}
