import { apiRoutes } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { studyKey } from './get-study';

/** `POST /api/studies/:id/enrolments/:enrolmentId/withdraw`: she leaves every later analysis. */
export function useWithdrawFromStudy(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enrolmentId: number) =>
      apiCall(apiRoutes.withdrawFromStudy, { params: { id, enrolmentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studyKey(id) }),
  });
}
