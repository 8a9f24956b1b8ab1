import { useQuery } from '@tanstack/react-query';

/**
 * The footer asks for the settings on every screen, the login screen too. The call (the API
 * client with its zod schemas) loads after that screen rather than with it.
 */
async function getPublicSettings() {
  return (await import('./public-settings-call')).getPublicSettings();
}

export function usePublicSettings() {
  return useQuery({
    queryKey: ['public-settings'],
    queryFn: getPublicSettings,
    // They change only when the server is restarted with new configuration.
    staleTime: Infinity,
  });
}
