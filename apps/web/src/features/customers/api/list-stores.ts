import { apiRoutes } from '@skinscope/contracts';
import type { Store, User } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

type StoreViewer = Pick<User, 'id' | 'scope' | 'companyUserId'>;

/** Spec §6: cgo and reach use the company-store endpoint, other scopes the general one. */
function usesCompanyStores(viewer: StoreViewer): boolean {
  return viewer.scope === 'cgo' || viewer.scope === 'reach';
}

/** `GET /server/ceuticalStore` or `GET /api/store` (spec §7): stores a member can be filed under. */
async function listStores(viewer: StoreViewer): Promise<Store[]> {
  if (usesCompanyStores(viewer)) {
    const { ceuticalStoreList } = await apiCall(apiRoutes.companyStores, {
      query: { companyUserId: viewer.companyUserId ?? viewer.id, scope: viewer.scope },
    });
    return ceuticalStoreList;
  }
  return apiCall(apiRoutes.listStores, { query: { userId: viewer.id } });
}

export function useStores(viewer: StoreViewer) {
  return useQuery({
    queryKey: ['stores', 'for-member', viewer.scope, viewer.companyUserId ?? viewer.id],
    queryFn: () => listStores(viewer),
    select: (stores) => stores.filter((store) => !store.archived),
  });
}
