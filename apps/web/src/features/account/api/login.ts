import { systemRoutes } from '@skinscope/contracts';
import type { LoginRequest, LoginResponse } from '@skinscope/contracts';
import { apiCall } from '../../../lib/api-client';

/** `POST /server/login` (spec §7). A wrong password answers 401 INVALID_CREDENTIALS. */
export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiCall(systemRoutes.login, { body: request });
}
