import { apiRoutes } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { calibrationsQueryKey } from './get-calibrations';

/** `DELETE /api/calibration/{id}`: the device's later analyses run uncalibrated. */
function retireCalibration(id: number): Promise<null> {
  return apiCall(apiRoutes.retireCalibration, { params: { id } });
}

export function useRetireCalibration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retireCalibration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calibrationsQueryKey }),
  });
}
