import { apiRoutes } from '@skinscope/contracts';
import type { CreatedReportLink, ShareLink } from '@skinscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

const linksKey = (customerId: number) => ['customers', 'data-links', customerId] as const;

/** `GET /api/customer/{customerId}/data-links` (issue 34 #1): her 我的数据 links, newest first. */
export function useDataLinks(customerId: number) {
  return useQuery({
    queryKey: linksKey(customerId),
    queryFn: (): Promise<ShareLink[]> => apiCall(apiRoutes.dataLinks, { params: { customerId } }),
  });
}

/** `POST /api/customer/{customerId}/data-links`: a new link to her own data page. */
export function useCreateDataLink(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<CreatedReportLink> =>
      apiCall(apiRoutes.createDataLink, { params: { customerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(customerId) }),
  });
}

/** `DELETE /api/customer/{customerId}/data-links/{linkId}`: it stops opening at once. */
export function useRevokeDataLink(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number): Promise<null> =>
      apiCall(apiRoutes.revokeDataLink, { params: { customerId, linkId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(customerId) }),
  });
}
