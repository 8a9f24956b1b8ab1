import { apiRoutes } from '@skinscope/contracts';
import type { CameraSettings, RetestConsentVersion, RetestPair } from '@skinscope/contracts';
import type { FacePartKey } from '@skinscope/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

interface CreateRetestPairInput {
  deviceLabel: string;
  part: FacePartKey;
  cameraSettings: CameraSettings;
  /** The customer the pair is kept with, and the consent text she agreed to; absent: none. */
  customer?: { id: number; consentVersion: RetestConsentVersion };
  testNormal: Blob;
  testPolarised: Blob;
  retestNormal: Blob;
  retestPolarised: Blob;
}

/** `POST /api/retest-pairs` (multipart): a test-retest pair, with its customer only if she agreed. */
function createRetestPair(input: CreateRetestPairInput): Promise<RetestPair> {
  const { deviceLabel, part, cameraSettings, customer, ...files } = input;
  return apiCall(apiRoutes.createRetestPair, {
    body: {
      deviceLabel,
      part,
      cameraSettings,
      ...(customer && { customerId: customer.id, consentVersion: customer.consentVersion }),
    },
    files,
  });
}

export function useCreateRetestPair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRetestPair,
    // The device's card and the device list count the new pair (the admin screens' queries).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
