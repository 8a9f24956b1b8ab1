import { apiRoutes } from '@skinscope/contracts';
import type { VisitAnalysis } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** How often analyse/expect asks while a pair is analysed (an analysis takes ≈ 0.1–1 s). */
export const VISIT_ANALYSIS_POLL_MS = 1_500;

function getVisitAnalysis(recordId: number): Promise<VisitAnalysis> {
  return apiCall(apiRoutes.visitAnalysis, { params: { recordId } });
}

/**
 * Issue 19 #5: `GET /api/customer/record/{recordId}/analysis`, asked again until every part is
 * settled (measured, refused, or given up) and then no more; an error stops asking too (the
 * screen says so). Not kept once the screen is left: after a retake the record's pairs differ.
 */
export function useVisitAnalysis(recordId: number | null) {
  return useQuery({
    queryKey: ['capture', 'visit-analysis', recordId ?? 0],
    queryFn: () => getVisitAnalysis(recordId ?? 0),
    enabled: recordId !== null,
    gcTime: 0,
    refetchInterval: (query) =>
      query.state.status === 'error' || query.state.data?.settled ? false : VISIT_ANALYSIS_POLL_MS,
  });
}
