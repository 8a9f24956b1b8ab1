import { HISTORY_PAGE_SIZE, apiRoutes } from '@skinscope/contracts';
import type { HistoryEntry, User } from '@skinscope/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { pagedBy } from '../../../lib/api/paging';

type Searcher = Pick<User, 'id' | 'scope' | 'companyUserId'>;

/** `GET /server/analysis_key` (spec §7): one page of detection records of members named `key…`. */
async function listHistory(
  searcher: Searcher,
  name: string,
  pageIndex: number,
  signal?: AbortSignal,
): Promise<HistoryEntry[]> {
  const { historyRecordList } = await apiCall(
    apiRoutes.history,
    {
      query: {
        userId: searcher.companyUserId ?? searcher.id,
        scope: searcher.scope,
        key: name,
        pageIndex,
        pageSize: HISTORY_PAGE_SIZE,
      },
    },
    { signal },
  );
  return historyRecordList;
}

/** Spec §4/§9 pagination: pages of 50; the end is a page shorter than that. */
export function useHistory(searcher: Searcher, name: string) {
  return useInfiniteQuery({
    queryKey: ['customers', 'history', name],
    queryFn: ({ pageParam, signal }) => listHistory(searcher, name, pageParam, signal),
    ...pagedBy(HISTORY_PAGE_SIZE),
  });
}
