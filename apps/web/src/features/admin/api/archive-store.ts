import { apiRoutes } from '@skinscope/contracts';
import type { Store } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { storesQueryKey } from '../../../lib/api/stores';

/** `DELETE /api/store/{id}` (DECISIONS): archives, never deletes; archived stores cannot be bound. */
function archiveStore(id: number): Promise<Store> {
  return apiCall(apiRoutes.archiveStore, { params: { id } });
}

export function useArchiveStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveStore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesQueryKey }),
  });
}
