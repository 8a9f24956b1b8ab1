import { apiRoutes } from '@skinscope/contracts';
import type { User } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/name` {fullName} (issue 17 #5): an administrator corrects a name. */
function renameUser({ userId, fullName }: { userId: number; fullName: string }): Promise<User> {
  return apiCall(apiRoutes.renameUser, { params: { userId }, body: { fullName } });
}

export function useRenameUser() {
  return useMutation({ mutationFn: renameUser });
}
