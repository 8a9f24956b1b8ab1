import { apiRoutes } from '@skinscope/contracts';
import type { Store } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import type { StoreFields } from './create-store';
import { storesQueryKey } from '../../../lib/api/stores';

/** `PUT /api/store/{id}` with the whole body (DECISIONS): an absent company would clear it. */
function updateStore({ id, ...body }: StoreFields & { id: number }): Promise<Store> {
  return apiCall(apiRoutes.updateStore, { params: { id }, body });
}

export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesQueryKey }),
  });
}
