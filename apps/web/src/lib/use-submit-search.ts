import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * What a search form's submit does on a list page (spec §2 load more): the same search again
 * starts over from page 0 with the old rows dropped; another search is applied (into the URL,
 * which gives the list its new query key).
 */
export function useSubmitSearch<S>(
  current: S,
  keyOf: (search: S) => QueryKey,
  apply: (next: S) => void,
): (next: S) => void {
  const queryClient = useQueryClient();
  return (next) => {
    const key = keyOf(next);
    if (hashKey(key) === hashKey(keyOf(current))) void queryClient.resetQueries({ queryKey: key });
    else apply(next);
  };
}
