import { apiRoutes } from '@skinscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { studyKey } from './get-study';

const linksKey = (studyId: number) => [...studyKey(studyId), 'links'] as const;

/** `GET /api/studies/:id/links` (issue 33 #6): the sponsor's links, newest first. */
export function useStudyLinks(studyId: number) {
  return useQuery({
    queryKey: linksKey(studyId),
    queryFn: ({ signal }) => apiCall(apiRoutes.studyLinks, { params: { id: studyId } }, { signal }),
  });
}

/** `POST /api/studies/:id/links`: a new link to the aggregate report, living `days` days. */
export function useCreateStudyLink(studyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: number) =>
      apiCall(apiRoutes.createStudyLink, { params: { id: studyId }, body: { expiresInDays } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(studyId) }),
  });
}

/** `DELETE /api/studies/:id/links/:linkId`: the link stops opening at once. */
export function useRevokeStudyLink(studyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) =>
      apiCall(apiRoutes.revokeStudyLink, { params: { id: studyId, linkId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(studyId) }),
  });
}
