import { apiRoutes } from '@skinscope/contracts';
import type { DetectItem } from '@skinscope/contracts';
import type { QuestionnaireAnswers } from '@skinscope/domain';
import { useMutation } from '@tanstack/react-query';
import { useForgetCustomerCaches } from '../../../lib/api/records';
import { apiCall } from '../../../lib/api-client';

/**
 * What the summary screen sends. Only the answers (selected keys) travel: the server computes
 * problem, situation, steps and recommend from them (DECISIONS; `SaveFullRecordRequestSchema`).
 * A photo-only visit sends no answers and the server carries the previous consultation over.
 */
interface SaveFullRecordInput {
  recordId: number;
  detectList: DetectItem[];
  answers?: QuestionnaireAnswers;
}

/** `POST /api/customer/record/full` (DECISIONS): answers the saved record's id. */
function saveFullRecord(input: SaveFullRecordInput): Promise<number> {
  return apiCall(apiRoutes.saveFullRecord, { body: input });
}

export function useSaveFullRecord() {
  const forget = useForgetCustomerCaches();
  return useMutation({ mutationFn: saveFullRecord, onSuccess: forget });
}
