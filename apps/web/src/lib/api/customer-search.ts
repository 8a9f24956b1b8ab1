import { CUSTOMER_PAGE_SIZE, apiRoutes } from '@skinscope/contracts';
import type { CustomerRow, User } from '@skinscope/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../api-client';
import { pagedBy } from './paging';

/**
 * `GET /api/customer`, read by the member list (customers) and the staff member's customer
 * picker (customer authorisation): one fetcher, one cache key.
 */

export interface CustomerSearch {
  telephone: string;
  name: string;
}

type Searcher = Pick<User, 'id' | 'scope' | 'companyUserId'>;

/** `GET /api/customer` (spec §7): one page of rows; `begin` is page index × page size. */
function searchCustomers(
  searcher: Searcher,
  search: CustomerSearch,
  { page, pageSize }: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<CustomerRow[]> {
  return apiCall(
    apiRoutes.searchCustomers,
    {
      query: {
        telephone: search.telephone,
        name: search.name,
        scope: searcher.scope,
        // Spec §6: a company user id stands for the user in customer searches.
        userId: searcher.companyUserId ?? searcher.id,
        begin: page * pageSize,
        length: pageSize,
      },
    },
    { signal },
  );
}

/** Under `customers`: erasing a customer drops every search that found them. */
export const customerSearchKey = (search: CustomerSearch, pageSize = CUSTOMER_PAGE_SIZE) =>
  ['customers', 'search', pageSize, search.telephone, search.name] as const;

/**
 * Spec §4 pagination: pages of 10 (or `pageSize`); the end is a page shorter than that. A new
 * search is a new query key, so its results start empty from page 0.
 */
export function useCustomerSearch(
  searcher: Searcher,
  search: CustomerSearch,
  { enabled, pageSize = CUSTOMER_PAGE_SIZE }: { enabled: boolean; pageSize?: number },
) {
  return useInfiniteQuery({
    queryKey: customerSearchKey(search, pageSize),
    queryFn: ({ pageParam, signal }) =>
      searchCustomers(searcher, search, { page: pageParam, pageSize }, signal),
    ...pagedBy(pageSize),
    enabled,
  });
}
