import { systemRoutes } from '@skinscope/contracts';
import type { PasswordCheck } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `POST /api/account/password/check` (issue 17 #11): is this the signed-in staff member? */
async function checkPassword(body: PasswordCheck): Promise<void> {
  await apiCall(systemRoutes.checkPassword, { body });
}

export function useCheckPassword() {
  return useMutation({ mutationFn: checkPassword });
}
