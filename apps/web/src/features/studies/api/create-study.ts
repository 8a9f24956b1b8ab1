import { apiRoutes } from '@skinscope/contracts';
import type { StudyProtocolInput } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { studiesKey } from './get-studies';

/** `POST /api/studies`: a new study with its first protocol version. */
export function useCreateStudy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (protocol: StudyProtocolInput) =>
      apiCall(apiRoutes.createStudy, { body: protocol }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studiesKey }),
  });
}
