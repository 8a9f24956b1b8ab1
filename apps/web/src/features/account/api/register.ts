import { systemRoutes } from '@skinscope/contracts';
import type { RegisterRequest } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `POST /server/register` (spec §7): mobile, password, username = mobile, verifyKey, enabled. */
async function register(request: RegisterRequest): Promise<void> {
  await apiCall(systemRoutes.register, { body: request });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
