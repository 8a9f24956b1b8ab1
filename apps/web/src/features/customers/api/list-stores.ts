import { apiRoutes } from '@skinscope/contracts';
import type { Store, User } from '@skinscope/contracts';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { listStores, storeListKey, storesQueryKey } from '../../../lib/api/stores';

type StoreViewer = Pick<User, 'id' | 'scope' | 'companyUserId'>;

/** Spec §6: cgo and reach use the company-store endpoint, other scopes the general one. */
function usesCompanyStores(viewer: StoreViewer): boolean {
  return viewer.scope === 'cgo' || viewer.scope === 'reach';
}

/** `GET /server/ceuticalStore` (spec §7): the stores of the viewer's company. */
async function listCompanyStores(viewer: StoreViewer): Promise<Store[]> {
  const { ceuticalStoreList } = await apiCall(apiRoutes.companyStores, {
    query: { companyUserId: viewer.companyUserId ?? viewer.id, scope: viewer.scope },
  });
  return ceuticalStoreList;
}

/** Where the viewer's stores come from, and under which key (both under the stores' key). */
function storesQueryOf(viewer: StoreViewer): {
  queryKey: QueryKey;
  queryFn: () => Promise<Store[]>;
} {
  if (usesCompanyStores(viewer)) {
    return {
      queryKey: [...storesQueryKey, 'company', viewer.scope, viewer.companyUserId ?? viewer.id],
      queryFn: () => listCompanyStores(viewer),
    };
  }
  const query = { userId: viewer.id };
  return { queryKey: storeListKey(query), queryFn: () => listStores(query) };
}

/** The stores a member can be filed under (spec §5), archived ones left out. */
export function useStores(viewer: StoreViewer) {
  return useQuery({
    ...storesQueryOf(viewer),
    select: (stores) => stores.filter((store) => !store.archived),
  });
}
