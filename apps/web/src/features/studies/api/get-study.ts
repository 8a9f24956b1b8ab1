import { apiRoutes } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { studiesKey } from './get-studies';

export const studyKey = (id: number) => [...studiesKey, id] as const;

/** `GET /api/studies/:id`: the protocol in force, its versions and the participants. */
export function useStudy(id: number) {
  return useQuery({
    queryKey: studyKey(id),
    queryFn: ({ signal }) => apiCall(apiRoutes.getStudy, { params: { id } }, { signal }),
  });
}
