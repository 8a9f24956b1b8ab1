import { apiRoutes } from '@skinscope/contracts';
import type { CameraSettings, RetestPair } from '@skinscope/contracts';
import type { FacePartKey } from '@skinscope/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

interface CreateRetestPairInput {
  deviceLabel: string;
  part: FacePartKey;
  cameraSettings: CameraSettings;
  testNormal: Blob;
  testPolarised: Blob;
  retestNormal: Blob;
  retestPolarised: Blob;
}

/**
 * `POST /api/retest-pairs` (multipart): a test-retest pair taken on the calibration screen. No
 * customer is named there, so the pair belongs to the company alone.
 */
function createRetestPair(input: CreateRetestPairInput): Promise<RetestPair> {
  const { deviceLabel, part, cameraSettings, ...files } = input;
  return apiCall(apiRoutes.createRetestPair, {
    body: { deviceLabel, part, cameraSettings },
    files,
  });
}

export function useCreateRetestPair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRetestPair,
    // The device's card and the device list count the new pair.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
