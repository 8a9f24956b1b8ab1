import { LinkedUserSchema } from '@skinscope/contracts';
import type { LinkedUser } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const LinkedUserListSchema = LinkedUserSchema.array();

export interface LinkedUsersQuery {
  customerId: number;
  customerTelephone?: string;
}

/** `GET /api/user/bind/store?customerId=&customerTelephone=`: third parties of the customer's store. */
export function getLinkedUsers(query: LinkedUsersQuery, signal?: AbortSignal) {
  return apiRequest<LinkedUser[]>('/api/user/bind/store', {
    query: { customerId: query.customerId, customerTelephone: query.customerTelephone },
    signal,
    schema: LinkedUserListSchema,
  });
}

export const linkedUsersQueryKey = (customerId: number) =>
  ['customer-authorization', 'linked-users', customerId] as const;

export function useLinkedUsers(query: LinkedUsersQuery) {
  return useQuery({
    queryKey: linkedUsersQueryKey(query.customerId),
    queryFn: ({ signal }) => getLinkedUsers(query, signal),
  });
}
