import { apiRoutes } from '@skinscope/contracts';
import type { CameraSettings, SaveDetectRequest } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { useForgetCustomerCaches } from '../../../lib/api/records';
import { apiCall } from '../../../lib/api-client';

interface SaveDetectInput {
  recordId: number;
  position: number;
  /** The pair, with the skin's state for a photo-only visit (issue 19 #7). */
  item: SaveDetectRequest;
  /** The camera that took the pair: its analysis uses that calibration (issue 18 #2). */
  deviceLabel?: string | undefined;
  /** Its exposure and white balance then: a tone is named only when they match (issue 31 #3). */
  cameraSettings?: CameraSettings | undefined;
}

/** `PUT /api/customer/{recordId}/detect?position=N` (DECISIONS): one part's photo pair. */
function saveDetect({ recordId, position, item, deviceLabel, cameraSettings }: SaveDetectInput) {
  return apiCall(apiRoutes.saveDetect, {
    params: { recordId },
    query: { position, ...(deviceLabel ? { deviceLabel } : {}) },
    body: { ...item, ...(cameraSettings && { cameraSettings }) },
  });
}

export function useSaveDetect() {
  const forget = useForgetCustomerCaches();
  return useMutation({ mutationFn: saveDetect, onSuccess: forget });
}
