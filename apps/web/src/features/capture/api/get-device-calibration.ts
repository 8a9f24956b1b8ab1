import { parseDeviceCalibration, type DeviceCalibration } from '@skinscope/analysis';
import {
  apiRoutes,
  type CameraSettings,
  type CurrentDeviceCalibration,
} from '@skinscope/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/calibration/device`: the camera's current calibration, or null (none). */
function getDeviceCalibration(
  deviceLabel: string,
  signal?: AbortSignal,
): Promise<CurrentDeviceCalibration | null> {
  return apiCall(apiRoutes.deviceCalibration, { query: { deviceLabel } }, { signal });
}

const deviceCalibrationQuery = (deviceLabel: string) => ({
  queryKey: ['capture', 'device-calibration', deviceLabel],
  queryFn: ({ signal }: { signal: AbortSignal }) => getDeviceCalibration(deviceLabel, signal),
});

/**
 * The fit in the engine's form: null for a fit this engine does not accept, which the analysis
 * would not apply either. One function, so that the query keeps its answer between renders.
 */
const fitOf = (current: CurrentDeviceCalibration | null) =>
  current && parseDeviceCalibration(current.fit);

/**
 * The calibration of the live camera, through which the retake hint judges skin colour as the
 * server's analysis will (issue 18 #2/#3, DECISIONS "Microscope calibration as a feature").
 * The answer the camera's opening read (`useCalibrationSettings`) is not asked again: a stale
 * one only colours advice. No camera yet, or an answer that failed or was refused: null, and
 * the hint judges the photo uncalibrated.
 */
export function useDeviceCalibration(deviceLabel: string | null): DeviceCalibration | null {
  const query = useQuery({
    ...deviceCalibrationQuery(deviceLabel ?? ''),
    enabled: Boolean(deviceLabel),
    staleTime: Infinity,
    select: fitOf,
  });
  return query.data ?? null;
}

// The camera's opening waits for this; a server slow to answer must not keep the preview dark.
const SETTINGS_WAIT_MS = 3000;

/**
 * Reads the camera settings of a device's current calibration each time the camera opens (issue
 * 31 #3), for `useCamera` to hold the camera at them: asked afresh, so that a calibration made
 * since the app was opened is followed at once. No calibration, one made before settings were
 * stored, a failed answer or none within 3 s: null, and the camera settles by itself.
 */
export function useCalibrationSettings(): (deviceLabel: string) => Promise<CameraSettings | null> {
  const queryClient = useQueryClient();
  return useCallback(
    async (deviceLabel: string) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const current = await Promise.race([
          queryClient.fetchQuery({
            ...deviceCalibrationQuery(deviceLabel),
            staleTime: 0,
            retry: false,
          }),
          new Promise<null>((resolve) => {
            timer = setTimeout(() => resolve(null), SETTINGS_WAIT_MS);
          }),
        ]);
        return current?.cameraSettings ?? null;
      } catch {
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
    [queryClient],
  );
}
