import { apiRoutes } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { casesKey } from './list-cases';

/** `DELETE /api/customer/case/{exampleId}/remove?userId` (spec §7). */
async function deleteCase(id: number, userId: number): Promise<void> {
  await apiCall(apiRoutes.removeCase, { params: { exampleId: id }, query: { userId } });
}

export function useDeleteCase(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCase(id, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: casesKey }),
  });
}
