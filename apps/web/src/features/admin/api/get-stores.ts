import { apiRoutes } from '@skinscope/contracts';
import type { Store } from '@skinscope/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export interface StoreFilter {
  name: string;
  includeArchived: boolean;
}

/** `GET /api/store?name=&includeArchived=`: an administrator sees every store, by name. */
function getStores(filter: StoreFilter, signal?: AbortSignal): Promise<Store[]> {
  return apiCall(
    apiRoutes.listStores,
    {
      query: {
        name: filter.name.trim() || undefined,
        includeArchived: filter.includeArchived ? 'true' : undefined,
      },
    },
    { signal },
  );
}

export const storesQueryKey = ['admin', 'stores'] as const;

export function useStores(filter: StoreFilter) {
  return useQuery({
    queryKey: [...storesQueryKey, filter],
    queryFn: ({ signal }) => getStores(filter, signal),
    // Typing in the filter keeps the list on screen instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
