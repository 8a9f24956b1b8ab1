import { apiRoutes } from '@skinscope/contracts';
import type { RouteInput, Store } from '@skinscope/contracts';
import { apiCall } from '../api-client';

/**
 * `GET /api/store`, read by the administrator's store screens (by name, archived or not) and by
 * the member forms (the stores a user may file a member under): one fetcher, one cache key.
 */

type StoreListQuery = NonNullable<RouteInput<typeof apiRoutes.listStores>['query']>;

/** Every list of stores sits under this key: a store created, changed or archived refreshes them all. */
export const storesQueryKey = ['stores'] as const;

/** The key of one `GET /api/store` answer. */
export const storeListKey = (query: StoreListQuery) => [...storesQueryKey, 'list', query] as const;

/** `GET /api/store` (spec §7): `userId` names the signed-in user; admins filter by `name`. */
export function listStores(query: StoreListQuery, signal?: AbortSignal): Promise<Store[]> {
  return apiCall(apiRoutes.listStores, { query }, { signal });
}
