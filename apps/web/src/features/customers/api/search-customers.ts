import { CUSTOMER_PAGE_SIZE, apiRoutes } from '@skinscope/contracts';
import type { CustomerRow, User } from '@skinscope/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export interface CustomerSearch {
  telephone: string;
  name: string;
}

type Searcher = Pick<User, 'id' | 'scope' | 'companyUserId'>;

/** `GET /api/customer` (spec §7): one page of rows; `begin` is page index × page size. */
function searchCustomers(
  searcher: Searcher,
  search: CustomerSearch,
  page: number,
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
        begin: page * CUSTOMER_PAGE_SIZE,
        length: CUSTOMER_PAGE_SIZE,
      },
    },
    { signal },
  );
}

export const customerSearchKey = (search: CustomerSearch) =>
  ['customers', 'search', search.telephone, search.name] as const;

/**
 * Spec §4 pagination: pages of 10; the end is a page shorter than that. A new search is a new
 * query key, so its results start empty from page 0.
 */
export function useCustomerSearch(searcher: Searcher, search: CustomerSearch, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: customerSearchKey(search),
    queryFn: ({ pageParam, signal }) => searchCustomers(searcher, search, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < CUSTOMER_PAGE_SIZE ? undefined : pages.length,
    enabled,
  });
}
