import { apiRoutes } from '@skinscope/contracts';
import type { FilingStatus } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/admin/filing-threshold` (issue 34 #4): customers with photos against the thresholds. */
function getFilingThreshold(signal?: AbortSignal): Promise<FilingStatus> {
  return apiCall(apiRoutes.filingThreshold, {}, { signal });
}

/** Only administrators may read it; the frame asks for others too, so it says whether to. */
export function useFilingThreshold(enabled = true) {
  return useQuery({
    queryKey: ['admin', 'filing-threshold'] as const,
    queryFn: ({ signal }) => getFilingThreshold(signal),
    enabled,
  });
}
