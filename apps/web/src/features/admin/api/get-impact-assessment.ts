import { apiRoutes } from '@skinscope/contracts';
import type { ImpactAssessment } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { impactAssessmentsKey } from './get-impact-assessments';

/** `GET /api/admin/impact-assessments/{assessmentId}`: one saved assessment, as it was saved. */
function getImpactAssessment(id: number, signal?: AbortSignal): Promise<ImpactAssessment> {
  return apiCall(apiRoutes.impactAssessment, { params: { assessmentId: id } }, { signal });
}

export function useImpactAssessment(id: number | undefined) {
  return useQuery({
    queryKey: [...impactAssessmentsKey, 'one', id] as const,
    queryFn: ({ signal }) => getImpactAssessment(id!, signal),
    enabled: id !== undefined,
    // A saved assessment never changes.
    staleTime: Infinity,
  });
}
