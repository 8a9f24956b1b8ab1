import { apiRoutes } from '@skinscope/contracts';
import type { Evaluation, Scope } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { customerIdForWire } from '../../../lib/customer-id';

interface SaveEvaluationInput {
  customerId: number;
  scope: Scope;
  evaluation: Evaluation;
}

/** `PUT /api/customer/{customerId}/evaluation?scope` (spec §7): the rating of the last visit. */
async function saveEvaluation({
  customerId,
  scope,
  evaluation,
}: SaveEvaluationInput): Promise<void> {
  await apiCall(apiRoutes.saveEvaluation, {
    params: { customerId: customerIdForWire(customerId, scope) },
    query: { scope },
    body: evaluation,
  });
}

export function useSaveEvaluation() {
  return useMutation({ mutationFn: saveEvaluation });
}
