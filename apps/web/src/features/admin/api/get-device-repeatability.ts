import { apiRoutes } from '@skinscope/contracts';
import type { DeviceRepeatability } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/device-repeatability?deviceLabel=`: one device's repeatability card. */
function getDeviceRepeatability(
  deviceLabel: string,
  signal?: AbortSignal,
): Promise<DeviceRepeatability> {
  return apiCall(apiRoutes.deviceRepeatability, { query: { deviceLabel } }, { signal });
}

export function useDeviceRepeatability(deviceLabel: string) {
  return useQuery({
    queryKey: ['admin', 'device-repeatability', deviceLabel] as const,
    queryFn: ({ signal }) => getDeviceRepeatability(deviceLabel, signal),
  });
}
