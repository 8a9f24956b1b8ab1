import { apiRoutes } from '@skinscope/contracts';
import type { StaffDataRequest } from '@skinscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { downloadZip } from './customer-privacy';

// Under 'customers': an erasure changes her page, and everything under this key is read again.
const requestsKey = ['customers', 'data-requests'] as const;

/** `GET /api/data-requests` (issue 34 #1): open requests of the company (her store's), due first. */
export function useOpenDataRequests(enabled: boolean) {
  return useQuery({
    queryKey: [...requestsKey, 'open'],
    queryFn: (): Promise<StaffDataRequest[]> => apiCall(apiRoutes.openDataRequests, {}),
    enabled,
    staleTime: 0,
  });
}

/** `GET /api/customer/{customerId}/data-requests`: all of her requests, newest first. */
export function useCustomerDataRequests(customerId: number) {
  return useQuery({
    queryKey: [...requestsKey, customerId],
    queryFn: (): Promise<StaffDataRequest[]> =>
      apiCall(apiRoutes.customerDataRequests, { params: { customerId } }),
  });
}

async function carryOut(request: StaffDataRequest): Promise<void> {
  const params = { requestId: request.id };
  if (request.kind !== 'export') {
    await apiCall(apiRoutes.eraseDataRequest, { params });
    return;
  }
  downloadZip(await apiCall(apiRoutes.exportDataRequest, { params }), `request-${request.id}.zip`);
}

/**
 * Carries a request out: an export downloads her zip (for staff to hand over), an erasure
 * erases; either way the request is done. Everything about customers is read again.
 */
export function useCarryOutDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: carryOut,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customers'] }),
  });
}

/** `POST /api/data-requests/{id}/cancel`: withdrawn, with the reason she will read. */
export function useCancelDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, note }: { requestId: number; note: string }): Promise<null> =>
      apiCall(apiRoutes.cancelDataRequest, { params: { requestId }, body: { note } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}
