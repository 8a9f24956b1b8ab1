import { apiRoutes } from '@skinscope/contracts';
import type { RouteInput, Store } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { storesQueryKey } from '../../../lib/api/stores';

/** A store's fields as the store form sends them (create and update send the same). */
export type StoreFields = RouteInput<typeof apiRoutes.createStore>['body'];

/** `POST /api/store` {name, clientName, scope, companyUserId?} (DECISIONS, admin only). */
function createStore(body: StoreFields): Promise<Store> {
  return apiCall(apiRoutes.createStore, { body });
}

export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesQueryKey }),
  });
}
