import { USER_PAGE_SIZE, apiRoutes } from '@skinscope/contracts';
import type { UserListRow } from '@skinscope/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { pagedBy } from '../../../lib/api/paging';

export interface UserSearch {
  name: string;
  mobile: string;
  /** Every search is a new one (spec §4): the same filters again still start from page 0. */
  serial: number;
}

/** `GET /api/user?name=&mobile=&begin=&length=` (spec §7), admin only; begin = page × 50. */
function getUsers(
  search: Pick<UserSearch, 'name' | 'mobile'>,
  page: number,
  signal?: AbortSignal,
): Promise<UserListRow[]> {
  return apiCall(
    apiRoutes.listUsers,
    {
      query: {
        name: search.name || undefined,
        mobile: search.mobile || undefined,
        begin: page * USER_PAGE_SIZE,
        length: USER_PAGE_SIZE,
      },
    },
    { signal },
  );
}

export const usersQueryKey = (search: UserSearch) => ['admin', 'users', search] as const;

/**
 * Spec §4 paging: one page more per load; the end is a page shorter than the page size.
 * A new search is a new key, so paging restarts and earlier results are gone.
 */
export function useUsers(search: UserSearch) {
  return useInfiniteQuery({
    queryKey: usersQueryKey(search),
    queryFn: ({ pageParam, signal }) => getUsers(search, pageParam, signal),
    ...pagedBy(USER_PAGE_SIZE),
  });
}
