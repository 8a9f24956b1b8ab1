import { apiRoutes } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/unlock`: lifts a sign-in hold after repeated wrong passwords. */
function unlockUser(userId: number): Promise<null> {
  return apiCall(apiRoutes.unlockUser, { params: { userId } });
}

export function useUnlockUser() {
  return useMutation({ mutationFn: unlockUser });
}
