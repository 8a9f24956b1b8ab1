import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listStores, storeListKey } from '../../../lib/api/stores';

export interface StoreFilter {
  name: string;
  includeArchived: boolean;
}

/** `GET /api/store?name=&includeArchived=`: an administrator sees every store, by name. */
export function useStores(filter: StoreFilter) {
  const query = {
    name: filter.name.trim() || undefined,
    includeArchived: filter.includeArchived ? ('true' as const) : undefined,
  };
  return useQuery({
    queryKey: storeListKey(query),
    queryFn: ({ signal }) => listStores(query, signal),
    // Typing in the filter keeps the list on screen instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
