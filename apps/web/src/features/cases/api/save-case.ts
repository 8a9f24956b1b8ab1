import { apiRoutes } from '@skinscope/contracts';
import type { ExampleCase, SaveCaseRequest } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { casesKey } from './list-cases';

/** `POST /api/customer/case` (spec §7): id 0 creates a case, another id replaces that one. */
function saveCase(body: SaveCaseRequest): Promise<ExampleCase> {
  return apiCall(apiRoutes.saveCase, { body });
}

export function useSaveCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: casesKey }),
  });
}
