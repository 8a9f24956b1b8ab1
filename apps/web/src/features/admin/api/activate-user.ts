import { apiRoutes } from '@skinscope/contracts';
import type { User } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/activate` (spec §7): enables a disabled account again. */
function activateUser(userId: number): Promise<User> {
  return apiCall(apiRoutes.activateUser, { params: { userId } });
}

export function useActivateUser() {
  return useMutation({ mutationFn: activateUser });
}
