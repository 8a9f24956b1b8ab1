import { DetectItemSchema } from '@skinscope/contracts';
import type { DetectItem } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SaveDetectInput {
  recordId: number;
  position: number;
  item: DetectItem;
}

const DetectListSchema = DetectItemSchema.array();

/** `PUT /api/customer/{recordId}/detect?position=N` (DECISIONS): one part's photo pair. */
export function saveDetect({ recordId, position, item }: SaveDetectInput): Promise<DetectItem[]> {
  return apiRequest(`/api/customer/${recordId}/detect`, {
    method: 'PUT',
    query: { position },
    body: item,
    schema: DetectListSchema,
  });
}

export function useSaveDetect() {
  return useMutation({ mutationFn: saveDetect });
}
