import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The footer asks for the settings on every screen, the login screen too. The call (the API
 * client with its zod schemas) loads after that screen rather than with it.
 */
async function getPublicSettings() {
  return (await import('./public-settings-call')).getPublicSettings();
}

const publicSettingsQuery = {
  queryKey: ['public-settings'],
  queryFn: getPublicSettings,
  // They change only when the server is restarted with new configuration.
  staleTime: Infinity,
};

export function usePublicSettings() {
  return useQuery(publicSettingsQuery);
}

/**
 * Whether the server lets any camera be the microscope, read when the camera is opened: a
 * click on 打开显微镜 before the settings arrived waits for them instead of judging the camera
 * by a default (a fast click once called the fake microscope "no microscope"). A failed read
 * counts as no.
 */
export function useAllowAnyCamera(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient
        .ensureQueryData(publicSettingsQuery)
        .then((settings) => settings.allowAnyCamera)
        .catch(() => false),
    [queryClient],
  );
}
