import { FACE_SEARCH_PAGE_SIZE, apiRoutes } from '@skinscope/contracts';
import type { FaceSearchResult, User } from '@skinscope/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { pagedBy } from '../../../lib/api/paging';

/** example/face criteria; blank text and empty lists mean "any". Dates are yyyy-MM-dd. */
export interface FaceSearch {
  name: string;
  telephone: string;
  userName: string;
  startTime: string;
  endTime: string;
  products: readonly string[];
  cares: readonly string[];
}

type Searcher = Pick<User, 'id' | 'companyUserId'>;

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());
const commaList = (names: readonly string[]) => (names.length > 0 ? names.join(',') : undefined);

/**
 * `GET /api/customer/record/full/face` (spec §7): one page of scans of customers the caller may
 * see (the server decides, ARCHITECTURE §4), newest first, each with at most 10 photos.
 * `products`/`cares` are sent as the spec lists them (comma strings): the server keeps the records
 * whose recommended care uses every product and aims at every effect.
 */
function searchFaceRecords(
  searcher: Searcher,
  search: FaceSearch,
  page: number,
  signal?: AbortSignal,
): Promise<FaceSearchResult[]> {
  return apiCall(
    apiRoutes.faceSearch,
    {
      query: {
        // Spec §6: a company user id stands for the user in record searches.
        userId: searcher.companyUserId ?? searcher.id,
        name: blankToUndefined(search.name),
        telephone: blankToUndefined(search.telephone),
        userName: blankToUndefined(search.userName),
        startTime: blankToUndefined(search.startTime),
        endTime: blankToUndefined(search.endTime),
        products: commaList(search.products),
        cares: commaList(search.cares),
        begin: page * FACE_SEARCH_PAGE_SIZE,
        length: FACE_SEARCH_PAGE_SIZE,
      },
    },
    { signal },
  );
}

export const faceSearchKey = (search: FaceSearch) =>
  [
    'face-records',
    search.name,
    search.telephone,
    search.userName,
    search.startTime,
    search.endTime,
    search.products.join(','),
    search.cares.join(','),
  ] as const;

/** Pages of 10; a shorter page is the end. A new search is a new key, starting from page 0. */
export function useFaceRecordSearch(searcher: Searcher, search: FaceSearch) {
  return useInfiniteQuery({
    queryKey: faceSearchKey(search),
    queryFn: ({ pageParam, signal }) => searchFaceRecords(searcher, search, pageParam, signal),
    ...pagedBy(FACE_SEARCH_PAGE_SIZE),
  });
}
