import { apiRoutes } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { studyKey } from './get-study';

/** `GET /api/studies/:id/analysis`: every endpoint per timepoint against day 0. */
export function useStudyAnalysis(id: number) {
  return useQuery({
    queryKey: [...studyKey(id), 'analysis'] as const,
    queryFn: ({ signal }) => apiCall(apiRoutes.studyAnalysis, { params: { id } }, { signal }),
  });
}
