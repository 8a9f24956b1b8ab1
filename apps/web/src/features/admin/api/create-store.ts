import { StoreSchema } from '@skinscope/contracts';
import type { Store, StoreBodyInput } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storesQueryKey } from './get-stores';

/** `POST /api/store` {name, clientName, scope, companyUserId?} (DECISIONS, admin only). */
export function createStore(body: StoreBodyInput): Promise<Store> {
  return apiRequest('/api/store', { method: 'POST', body, schema: StoreSchema });
}

export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesQueryKey }),
  });
}
