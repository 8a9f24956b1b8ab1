import { apiRoutes } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/public/study/{token}` (issue 33 #6): the aggregate report, without sign-in. */
export function usePublicStudyReport(token: string) {
  return useQuery({
    queryKey: ['public-study-report', token],
    queryFn: () => apiCall(apiRoutes.publicStudyReport, { params: { token } }),
    // A revoked or expired link stays so; asking again only spends the address's allowance.
    retry: false,
    staleTime: Infinity,
  });
}
