import { apiRoutes } from '@skinscope/contracts';
import type { Calibration } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { calibrationsQueryKey } from './get-calibrations';

interface CreateCalibrationInput {
  deviceLabel: string;
  name: string;
  storeId?: number | undefined;
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
