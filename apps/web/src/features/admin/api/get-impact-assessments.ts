import { apiRoutes } from '@skinscope/contracts';
import type { ImpactAssessmentSummary } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const impactAssessmentsKey = ['admin', 'impact-assessment', 'saved'] as const;

/** `GET /api/admin/impact-assessments`: a company's saved assessments, newest first. */
function getImpactAssessments(
  companyId: number,
  signal?: AbortSignal,
): Promise<ImpactAssessmentSummary[]> {
  return apiCall(apiRoutes.listImpactAssessments, { query: { companyId } }, { signal });
}

export function useImpactAssessments(companyId: number | undefined) {
  return useQuery({
    queryKey: [...impactAssessmentsKey, 'list', companyId] as const,
    queryFn: ({ signal }) => getImpactAssessments(companyId!, signal),
    enabled: companyId !== undefined,
  });
}
