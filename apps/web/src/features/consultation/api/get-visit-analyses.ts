import { apiRoutes } from '@skinscope/contracts';
import type { HistoryReport } from '@skinscope/contracts';
import { analysisOfPart } from '@skinscope/domain';
import type { VisitAnalysis } from '@skinscope/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiCall } from '../../../lib/api-client';

/** What the visit's photos have given so far, as the care adjustment reads it. */
export interface VisitAnalyses {
  /** Accepted and refused pairs (refused ones have no dimensions and move nothing). */
  analyses: VisitAnalysis[];
  /** Pairs still being analysed in the background. */
  pending: number;
  /** Pairs the photo checks refused. */
  refused: number;
}

/** While a pair is still being analysed, look again this often. */
const PENDING_POLL_MS = 2000;

function analysesOf(report: HistoryReport | undefined): VisitAnalyses {
  const parts = report?.anaParts ?? [];
  return {
    analyses: parts.flatMap((part) => analysisOfPart(part.detection) ?? []),
    pending: parts.filter((part) => part.detection.status === 'pending').length,
    refused: parts.filter((part) => part.detection.status === 'failed').length,
  };
}

/**
 * The analyses of this visit's record, from its report (`GET /server/analysis`, spec §7): the
 * server moves the scores by the same analyses when the summary is saved (issue 19 #6).
 */
export function useVisitAnalyses(recordId: number | null): {
  loading: boolean;
  failed: boolean;
  visit: VisitAnalyses;
} {
  const query = useQuery({
    queryKey: ['consultation', 'visit-analyses', recordId ?? 0],
    queryFn: async () =>
      (await apiCall(apiRoutes.analysisReport, { query: { recMainId: recordId ?? 0 } })).reports[0],
    enabled: recordId !== null,
    refetchInterval: (state) =>
      state.state.data?.anaParts.some((part) => part.detection.status === 'pending')
        ? PENDING_POLL_MS
        : false,
  });
  const visit = useMemo(() => analysesOf(query.data), [query.data]);
  return { loading: query.isPending && recordId !== null, failed: query.isError, visit };
}
