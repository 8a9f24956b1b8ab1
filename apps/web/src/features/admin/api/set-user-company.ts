import { UserSchema } from '@skinscope/contracts';
import type { SetCompanyBody, User } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/company` {companyUserId, scope} (DECISIONS); null clears the company. */
export function setUserCompany({ userId, ...body }: SetCompanyBody & { userId: number }) {
  return apiRequest<User>(`/api/user/${userId}/company`, {
    method: 'PUT',
    body,
    schema: UserSchema,
  });
}

export function useSetUserCompany() {
  return useMutation({ mutationFn: setUserCompany });
}
