import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { casesKey } from './list-cases';

/** `DELETE /api/customer/case/{exampleId}/remove?userId` (spec §7). */
export async function deleteCase(id: number, userId: number): Promise<void> {
  await apiRequest(`/api/customer/case/${id}/remove`, { method: 'DELETE', query: { userId } });
}

export function useDeleteCase(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCase(id, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: casesKey }),
  });
}
