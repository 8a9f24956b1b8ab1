import { apiRoutes } from '@skinscope/contracts';
import type { CreatedReportLink, ReportLink } from '@skinscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

const linksKey = (customerId: number) => ['customers', 'report-links', customerId] as const;

/** `GET /api/customer/{customerId}/report-links` (issue 19 #3): her links, newest first. */
export function useReportLinks(customerId: number) {
  return useQuery({
    queryKey: linksKey(customerId),
    queryFn: (): Promise<ReportLink[]> =>
      apiCall(apiRoutes.reportLinks, { params: { customerId } }),
  });
}

/** `POST /api/customer/{customerId}/report-links`: a new link to one finished visit. */
export function useCreateReportLink(customerId: number, recordId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<CreatedReportLink> =>
      apiCall(apiRoutes.createReportLink, { params: { customerId }, body: { recordId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(customerId) }),
  });
}

/** `DELETE /api/report-links/{token}`, by the listed link's id: it stops opening at once. */
export function useRevokeReportLink(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number): Promise<null> =>
      apiCall(apiRoutes.revokeReportLink, { params: { token: linkId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(customerId) }),
  });
}
