import { apiRoutes } from '@skinscope/contracts';
import type { Company } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/company` (issue 17 #16): the companies stores and staff are given to. */
function getCompanies(signal?: AbortSignal): Promise<Company[]> {
  return apiCall(apiRoutes.listCompanies, {}, { signal });
}

export function useCompanies() {
  return useQuery({
    queryKey: ['admin', 'companies'],
    queryFn: ({ signal }) => getCompanies(signal),
  });
}
