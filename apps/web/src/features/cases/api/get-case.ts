import { apiRoutes } from '@skinscope/contracts';
import type { ExampleCase } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { casesKey } from './list-cases';

/** `GET /api/customer/case/{exampleId}` (spec §7): the case opened for editing. */
function getCase(id: number, signal?: AbortSignal): Promise<ExampleCase> {
  return apiCall(apiRoutes.case, { params: { exampleId: id } }, { signal });
}

export function useCase(id: number | undefined) {
  return useQuery({
    queryKey: [...casesKey, 'one', id],
    queryFn: ({ signal }) => getCase(id ?? 0, signal),
    enabled: id !== undefined,
    // The form starts from what is stored now, not from a cached copy.
    staleTime: 0,
    gcTime: 0,
  });
}
