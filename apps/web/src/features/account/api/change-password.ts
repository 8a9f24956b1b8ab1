import { apiRoutes } from '@skinscope/contracts';
import type { ChangePassword } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `PUT /api/account/password` {currentPassword, newPassword}: ends every session, this one too. */
function changePassword(body: ChangePassword): Promise<null> {
  return apiCall(apiRoutes.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
