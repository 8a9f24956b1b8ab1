import { apiRoutes } from '@skinscope/contracts';
import type { RetentionOverview } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const retentionQueryKey = ['admin', 'retention'] as const;

/** `GET /api/admin/retention` (issue 34 #2): the period, the dry run and what was deleted. */
function getRetention(signal?: AbortSignal): Promise<RetentionOverview> {
  return apiCall(apiRoutes.retention, {}, { signal });
}

export function useRetention() {
  return useQuery({ queryKey: retentionQueryKey, queryFn: ({ signal }) => getRetention(signal) });
}
