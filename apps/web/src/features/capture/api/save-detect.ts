import { apiRoutes } from '@skinscope/contracts';
import type { DetectItem } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { useForgetCustomerCaches } from '../../../lib/api/records';
import { apiCall } from '../../../lib/api-client';

interface SaveDetectInput {
  recordId: number;
  position: number;
  item: DetectItem;
}

/** `PUT /api/customer/{recordId}/detect?position=N` (DECISIONS): one part's photo pair. */
function saveDetect({ recordId, position, item }: SaveDetectInput): Promise<DetectItem[]> {
  return apiCall(apiRoutes.saveDetect, { params: { recordId }, query: { position }, body: item });
}

export function useSaveDetect() {
  const forget = useForgetCustomerCaches();
  return useMutation({ mutationFn: saveDetect, onSuccess: forget });
}
