import { apiRoutes } from '@skinscope/contracts';
import type { Calibration } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/calibration`: the company's microscope calibrations, newest first. */
function getCalibrations(signal?: AbortSignal): Promise<Calibration[]> {
  return apiCall(apiRoutes.listCalibrations, {}, { signal });
}

export const calibrationsQueryKey = ['admin', 'calibrations'] as const;

export function useCalibrations() {
  return useQuery({
    queryKey: calibrationsQueryKey,
    queryFn: ({ signal }) => getCalibrations(signal),
  });
}
