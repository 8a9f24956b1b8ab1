import { apiRoutes } from '@skinscope/contracts';
import type { LinkedUser } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export interface LinkedUsersQuery {
  customerId: number;
  customerTelephone?: string;
}

/** `GET /api/user/bind/store?customerId=&customerTelephone=`: third parties of the customer's store. */
function getLinkedUsers(query: LinkedUsersQuery, signal?: AbortSignal): Promise<LinkedUser[]> {
  return apiCall(
    apiRoutes.linkedUsers,
    { query: { customerId: query.customerId, customerTelephone: query.customerTelephone } },
    { signal },
  );
}

export const linkedUsersQueryKey = (customerId: number) =>
  ['customer-authorization', 'linked-users', customerId] as const;

export function useLinkedUsers(query: LinkedUsersQuery) {
  return useQuery({
    queryKey: linkedUsersQueryKey(query.customerId),
    queryFn: ({ signal }) => getLinkedUsers(query, signal),
  });
}
