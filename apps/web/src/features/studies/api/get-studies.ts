import { apiRoutes } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const studiesKey = ['studies'] as const;

/** `GET /api/studies`: the company's studies, newest first as the server lists them. */
export function useStudies() {
  return useQuery({
    queryKey: studiesKey,
    queryFn: ({ signal }) => apiCall(apiRoutes.listStudies, {}, { signal }),
  });
}
