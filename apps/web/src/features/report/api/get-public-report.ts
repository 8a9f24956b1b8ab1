import { apiRoutes } from '@skinscope/contracts';
import type { PublicReport } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/public/report/{token}` (issue 19 #3): one visit's report, without sign-in. */
export function usePublicReport(token: string) {
  return useQuery({
    queryKey: ['public-report', token],
    queryFn: (): Promise<PublicReport> => apiCall(apiRoutes.publicReport, { params: { token } }),
    // A revoked or expired link stays so; asking again only spends the address's allowance.
    retry: false,
    staleTime: Infinity,
  });
}
