import { apiRoutes } from '@skinscope/contracts';
import type { SetCompanyBody, User } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `PUT /api/user/{userId}/company` {companyUserId, scope} (DECISIONS); null clears the company. */
function setUserCompany({ userId, ...body }: SetCompanyBody & { userId: number }): Promise<User> {
  return apiCall(apiRoutes.setUserCompany, { params: { userId }, body });
}

export function useSetUserCompany() {
  return useMutation({ mutationFn: setUserCompany });
}
