import { apiRoutes } from '@skinscope/contracts';
import type { ImpactAssessmentFacts } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/admin/impact-assessment` (issue 34 #5): a company's assessment as things are now. */
function getImpactFacts(companyId: number, signal?: AbortSignal): Promise<ImpactAssessmentFacts> {
  return apiCall(apiRoutes.impactAssessmentFacts, { query: { companyId } }, { signal });
}

export function useImpactFacts(companyId: number | undefined) {
  return useQuery({
    queryKey: ['admin', 'impact-assessment', 'facts', companyId] as const,
    queryFn: ({ signal }) => getImpactFacts(companyId!, signal),
    enabled: companyId !== undefined,
  });
}
