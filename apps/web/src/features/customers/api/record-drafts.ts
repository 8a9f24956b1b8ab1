import { apiRoutes } from '@skinscope/contracts';
import type { RecordDraft, Scope } from '@skinscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { customerIdForWire } from '../../../lib/customer-id';

/** Under `customers`: erasing a customer drops every cached query about them. */
const draftsKey = (customerId: number) => ['customers', 'drafts', customerId] as const;

/** `GET /api/customer/{customerId}/drafts` (issue 17 #26): unfinished consultations, newest first. */
export function useRecordDrafts(customerId: number, scope: Scope) {
  return useQuery({
    queryKey: draftsKey(customerId),
    queryFn: (): Promise<RecordDraft[]> =>
      apiCall(apiRoutes.recordDrafts, {
        params: { customerId: customerIdForWire(customerId, scope) },
      }),
  });
}

/** `DELETE /api/customer/record/{recordId}/draft`: gives an unfinished consultation up. */
export function useDiscardDraft(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) =>
      apiCall(apiRoutes.discardDraft, { params: { recordId } }).then(() => undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftsKey(customerId) }),
  });
}
