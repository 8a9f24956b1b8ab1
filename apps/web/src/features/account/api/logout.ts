import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /server/logout` (DECISIONS): revokes the token on the server; answers `null`. */
export async function logout(): Promise<void> {
  await apiRequest('/server/logout', { method: 'POST', silentSessionEnd: true });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
