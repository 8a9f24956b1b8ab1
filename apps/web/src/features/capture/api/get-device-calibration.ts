import { parseDeviceCalibration, type DeviceCalibration } from '@skinscope/analysis';
import { apiRoutes } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/**
 * `GET /api/calibration/device`: the camera's current calibration in the engine's form, or null
 * (none, or a fit this engine does not accept, which the analysis would not apply either).
 */
async function getDeviceCalibration(
  deviceLabel: string,
  signal?: AbortSignal,
): Promise<DeviceCalibration | null> {
  const current = await apiCall(
    apiRoutes.deviceCalibration,
    { query: { deviceLabel } },
    { signal },
  );
  return current && parseDeviceCalibration(current.fit);
}

/**
 * The calibration of the live camera, through which the retake hint judges skin colour as the
 * server's analysis will (issue 18 #2/#3, DECISIONS "Microscope calibration as a feature").
 * Asked once per device label while the app is open: a calibration changes rarely, and a stale
 * one only colours advice. No camera yet, or an answer that failed or was refused: null, and
 * the hint judges the photo uncalibrated.
 */
export function useDeviceCalibration(deviceLabel: string | null): DeviceCalibration | null {
  const query = useQuery({
    queryKey: ['capture', 'device-calibration', deviceLabel ?? ''],
    queryFn: ({ signal }) => getDeviceCalibration(deviceLabel ?? '', signal),
    enabled: Boolean(deviceLabel),
    staleTime: Infinity,
  });
  return query.data ?? null;
}
