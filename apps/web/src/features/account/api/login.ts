import { LoginResponseSchema } from '@skinscope/contracts';
import type { LoginRequest, LoginResponse } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /server/login` (spec §7). A wrong password answers 401 INVALID_CREDENTIALS. */
export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiRequest('/server/login', {
    method: 'POST',
    body: request,
    schema: LoginResponseSchema,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
