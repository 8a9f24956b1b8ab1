import { apiRoutes } from '@skinscope/contracts';
import type { HistoryReport } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../api-client';

/**
 * A record's report, read by the customer's history (both tabs) and by the consultation's
 * result (the visit's analyses): one fetcher, one cache key.
 */

/** Both report endpoints answer the same shape; the record tab `/server/skinRecs`, the other `/server/analysis`. */
export type ReportPath = '/server/skinRecs' | '/server/analysis';

const reportRoutes = {
  '/server/skinRecs': apiRoutes.recordReport,
  '/server/analysis': apiRoutes.analysisReport,
} as const;

/** While a part's background analysis runs, look again this often. */
const PENDING_POLL_MS = 2000;

async function getReport(path: ReportPath, recordId: number): Promise<HistoryReport> {
  const { reports } = await apiCall(reportRoutes[path], { query: { recMainId: recordId } });
  const [report] = reports;
  if (!report) throw new Error('empty report');
  return report;
}

/** Under `customers`: a saved visit or an erased customer drops the cached reports. */
export function useReport(path: ReportPath, recordId: number | undefined) {
  return useQuery({
    queryKey: ['customers', 'report', path, recordId ?? 0],
    queryFn: () => getReport(path, recordId ?? 0),
    enabled: recordId !== undefined,
    refetchInterval: (query) =>
      query.state.data?.anaParts.some((part) => part.detection.status === 'pending')
        ? PENDING_POLL_MS
        : false,
  });
}
