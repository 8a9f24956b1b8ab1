import { apiRoutes } from '@skinscope/contracts';
import type { User } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/forbid` (spec §7): disables the account and ends its sessions. */
function forbidUser(userId: number): Promise<User> {
  return apiCall(apiRoutes.forbidUser, { params: { userId } });
}

export function useForbidUser() {
  return useMutation({ mutationFn: forbidUser });
}
