import { apiRoutes } from '@skinscope/contracts';
import type { ImpactAssessment, RouteInput } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { impactAssessmentsKey } from './get-impact-assessments';

type ImpactAssessmentFields = RouteInput<typeof apiRoutes.saveImpactAssessment>['body'];

/** `POST /api/admin/impact-assessments`: keeps a new assessment with the facts of this moment. */
function saveImpactAssessment(body: ImpactAssessmentFields): Promise<ImpactAssessment> {
  return apiCall(apiRoutes.saveImpactAssessment, { body });
}

export function useSaveImpactAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImpactAssessment,
    onSuccess: (saved) => {
      queryClient.setQueryData([...impactAssessmentsKey, 'one', saved.id], saved);
      return queryClient.invalidateQueries({ queryKey: [...impactAssessmentsKey, 'list'] });
    },
  });
}
