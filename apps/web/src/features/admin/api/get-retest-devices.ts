import { apiRoutes } from '@skinscope/contracts';
import type { RetestDevice } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/retest-devices`: the company's microscopes, calibrated or with test-retest pairs. */
function getRetestDevices(signal?: AbortSignal): Promise<RetestDevice[]> {
  return apiCall(apiRoutes.listRetestDevices, {}, { signal });
}

export function useRetestDevices() {
  return useQuery({
    queryKey: ['admin', 'retest-devices'] as const,
    queryFn: ({ signal }) => getRetestDevices(signal),
  });
}
