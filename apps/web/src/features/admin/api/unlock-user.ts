import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/unlock`: lifts a sign-in hold after repeated wrong passwords. */
export function unlockUser(userId: number): Promise<null> {
  return apiRequest(`/api/user/${userId}/unlock`, { method: 'PUT', schema: z.null() });
}

export function useUnlockUser() {
  return useMutation({ mutationFn: unlockUser });
}
