import { systemRoutes } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `POST /server/logout` (DECISIONS): revokes the token on the server; answers `null`. */
async function logout(): Promise<void> {
  await apiCall(systemRoutes.logout, {}, { silentSessionEnd: true });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
