import { apiRoutes } from '@skinscope/contracts';
import type { StudyProtocolInput } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { studiesKey } from './get-studies';

/** `PUT /api/studies/:id/protocol`: changed in place, or a new version once locked. */
export function useUpdateStudyProtocol(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (protocol: StudyProtocolInput) =>
      apiCall(apiRoutes.updateStudyProtocol, { params: { id }, body: protocol }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studiesKey }),
  });
}
