import { systemRoutes } from '@skinscope/contracts';
import type { ResetPasswordRequest } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `POST /api/account/reset` (spec §7): telephone, code, password. Public ("forgot password"). */
async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await apiCall(systemRoutes.resetPassword, { body: request });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
