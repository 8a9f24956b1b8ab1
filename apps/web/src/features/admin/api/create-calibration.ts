import { apiRoutes } from '@skinscope/contracts';
import type { Calibration, CameraSettings } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { calibrationsQueryKey } from './get-calibrations';

interface CreateCalibrationInput {
  deviceLabel: string;
  name: string;
  storeId?: number | undefined;
  /** The camera's exposure and white balance when the card was taken (issue 31 #3). */
  cameraSettings: CameraSettings;
  normal: Blob;
  polarised: Blob;
}

/** `POST /api/calibration` (multipart): the card under each light, fitted by the engine. */
function createCalibration(input: CreateCalibrationInput): Promise<Calibration> {
  const { normal, polarised, storeId, ...fields } = input;
  return apiCall(apiRoutes.createCalibration, {
    body: { ...fields, ...(storeId === undefined ? {} : { storeId }) },
    files: { normal, polarised },
  });
}

export function useCreateCalibration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalibration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calibrationsQueryKey }),
  });
}
