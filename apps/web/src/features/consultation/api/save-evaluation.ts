import type { Evaluation, Scope } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { customerIdForWire } from '../../../lib/customer-id';

export interface SaveEvaluationInput {
  customerId: number;
  scope: Scope;
  evaluation: Evaluation;
}

/** `PUT /api/customer/{customerId}/evaluation?scope` (spec §7): the rating of the last visit. */
export async function saveEvaluation({
  customerId,
  scope,
  evaluation,
}: SaveEvaluationInput): Promise<void> {
  await apiRequest(`/api/customer/${customerIdForWire(customerId, scope)}/evaluation`, {
    method: 'PUT',
    query: { scope },
    body: evaluation,
  });
}

export function useSaveEvaluation() {
  return useMutation({ mutationFn: saveEvaluation });
}
