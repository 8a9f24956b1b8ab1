import { StoreSchema } from '@skinscope/contracts';
import type { Store, StoreBodyInput } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storesQueryKey } from './get-stores';

/** `PUT /api/store/{id}` with the whole body (DECISIONS): an absent company would clear it. */
export function updateStore({ id, ...body }: StoreBodyInput & { id: number }): Promise<Store> {
  return apiRequest(`/api/store/${id}`, { method: 'PUT', body, schema: StoreSchema });
}

export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesQueryKey }),
  });
}
