import type { HistoryReport } from '@skinscope/contracts';
import { analysisOfPart } from '@skinscope/domain';
import type { VisitAnalysis } from '@skinscope/domain';
import { useMemo } from 'react';
import { useReport } from '../../../lib/api/reports';

/** What the visit's photos have given so far, as the care adjustment reads it. */
export interface VisitAnalyses {
  /** Accepted and refused pairs (refused ones have no dimensions and move nothing). */
  analyses: VisitAnalysis[];
  /** Pairs still being analysed in the background. */
  pending: number;
  /** Pairs the photo checks refused. */
  refused: number;
}

function analysesOf(report: HistoryReport | undefined): VisitAnalyses {
  const parts = report?.anaParts ?? [];
  return {
    analyses: parts.flatMap((part) => analysisOfPart(part.part, part.detection) ?? []),
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
  // The report polls while a pair is still being analysed.
  const query = useReport('/server/analysis', recordId ?? undefined);
  const visit = useMemo(() => analysesOf(query.data), [query.data]);
  return { loading: query.isPending && recordId !== null, failed: query.isError, visit };
}
