/**
 * Spec §2 load more, for an infinite query whose pages are numbered from 0: a page shorter than
 * `pageSize` is the last one; otherwise the next page's number is the count of pages loaded.
 */
export function pagedBy(pageSize: number) {
  return {
    initialPageParam: 0,
    getNextPageParam: (lastPage: readonly unknown[], pages: readonly unknown[]) =>
      lastPage.length < pageSize ? undefined : pages.length,
  };
}
