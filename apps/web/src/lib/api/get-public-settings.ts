import { systemRoutes } from '@skinscope/contracts';
import type { PublicSettings } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../api-client';

/** `GET /server/settings`: public, read before sign-in (footer filing numbers, camera policy). */
function getPublicSettings(): Promise<PublicSettings> {
  return apiCall(systemRoutes.publicSettings, {});
}

export function usePublicSettings() {
  return useQuery({
    queryKey: ['public-settings'],
    queryFn: getPublicSettings,
    // They change only when the server is restarted with new configuration.
    staleTime: Infinity,
  });
}
