import { BoundUserSchema } from '@skinscope/contracts';
import type { BoundUser } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const BoundUserListSchema = BoundUserSchema.array();

/** `GET /api/user/bind/storeByUserId?userId=` (spec §7): colleagues a customer can be given to. */
export function getBindableUsers(userId: number, signal?: AbortSignal): Promise<BoundUser[]> {
  return apiRequest('/api/user/bind/storeByUserId', {
    query: { userId },
    signal,
    schema: BoundUserListSchema,
  });
}

export function useBindableUsers(userId: number) {
  return useQuery({
    queryKey: ['customer-authorization', 'bindable-users', userId],
    queryFn: ({ signal }) => getBindableUsers(userId, signal),
  });
}
