import { apiRoutes } from '@skinscope/contracts';
import type { BoundUser } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/user/bind/storeByUserId?userId=` (spec §7): colleagues a customer can be given to. */
function getBindableUsers(userId: number, signal?: AbortSignal): Promise<BoundUser[]> {
  return apiCall(apiRoutes.bindableUsers, { query: { userId } }, { signal });
}

export function useBindableUsers(userId: number) {
  return useQuery({
    queryKey: ['customer-authorization', 'bindable-users', userId],
    queryFn: ({ signal }) => getBindableUsers(userId, signal),
  });
}
