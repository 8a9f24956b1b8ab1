import { apiRoutes } from '@skinscope/contracts';
import type { User } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/session';

/** `PUT /api/account/profile` {fullName} (issue 17 #5): the signed-in user sets their name. */
function updateProfile(fullName: string): Promise<User> {
  return apiCall(apiRoutes.updateProfile, { body: { fullName } });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    // Records saved from now on carry the stored user's name.
    onSuccess: (user) => updateStoredUser({ fullName: user.fullName }),
  });
}
