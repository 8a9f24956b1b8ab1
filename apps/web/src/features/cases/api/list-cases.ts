import { CASE_PAGE_SIZE, apiRoutes } from '@skinscope/contracts';
import type { ExampleCase } from '@skinscope/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { pagedBy } from '../../../lib/api/paging';

/** The two optional filters of example/excellent (names as in lib/case-options.ts). */
export interface CaseFilter {
  products: readonly string[];
  cares: readonly string[];
}

/** Spec §7 sends lists as comma strings; an empty list is no filter at all. */
const commaList = (names: readonly string[]) => (names.length > 0 ? names.join(',') : undefined);

/** `GET /api/customer/case` (spec §7): one page, newest first; `begin` = page index × 10. */
function listCases(filter: CaseFilter, page: number, signal?: AbortSignal): Promise<ExampleCase[]> {
  return apiCall(
    apiRoutes.listCases,
    {
      query: {
        products: commaList(filter.products),
        cares: commaList(filter.cares),
        begin: page * CASE_PAGE_SIZE,
        length: CASE_PAGE_SIZE,
      },
    },
    { signal },
  );
}

/** Every cached case query: saving or deleting a case refreshes them all. */
export const casesKey = ['cases'] as const;

export const caseListKey = (filter: CaseFilter) =>
  [...casesKey, 'list', filter.products.join(','), filter.cares.join(',')] as const;

/** Pages of 10; a page shorter than that is the end (spec §2 load more). */
export function useCaseList(filter: CaseFilter) {
  return useInfiniteQuery({
    queryKey: caseListKey(filter),
    queryFn: ({ pageParam, signal }) => listCases(filter, pageParam, signal),
    ...pagedBy(CASE_PAGE_SIZE),
  });
}
