import { apiRoutes } from '@skinscope/contracts';
import type { DetectRequest, DetectResult } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/**
 * `POST /api/picture/detect` (spec §7) with the two photos' `/home/imagerec/…` paths. The
 * envelope's data is the JSON string of spec §3, parsed here. A pair too poor to analyse
 * answers 422 PHOTO_QUALITY with `details.reasons` instead.
 */
function detectPair(request: DetectRequest): Promise<DetectResult> {
  return apiCall(apiRoutes.detect, { body: request });
}

export function useDetectPair() {
  return useMutation({ mutationFn: detectPair });
}
