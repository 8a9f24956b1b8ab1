import type { DetectDimension, PublicReport, PublicReportPart } from '@skinscope/contracts';
import { DETECT_DIMENSION_LABELS, detectBand, type DetectBand } from '@skinscope/domain';

/** A dimension that moved beyond its repeatability band since the part was last measured. */
export interface NotableChange {
  partName: string;
  dimension: DetectDimension;
  name: string;
  difference: number;
}

/** A dimension worth caring for: its worst part's band and score. */
interface CareFocus {
  dimension: DetectDimension;
  name: string;
  partName: string;
  band: Exclude<DetectBand, 'good'>;
  score: number;
}

export interface ReportSummary {
  /** No part was measured at an earlier visit: nothing to compare yet. */
  firstVisit: boolean;
  /** How many dimensions (over all parts) improved, worsened, stayed within their band. */
  counts: { better: number; worse: number; stable: number };
  /** The largest changes of each way, at most SHOWN. */
  better: NotableChange[];
  worse: NotableChange[];
  /** 需关注 first, then 一般; the lowest score first within a band. */
  focus: CareFocus[];
  /** Measured parts, of all photographed. */
  measuredParts: number;
}

/** At most this many of each list on the first screen; the parts below have the rest. */
const SHOWN = 3;

const measured = (parts: readonly PublicReportPart[]) =>
  parts.filter((part) => part.status === 'done');

function changes(parts: readonly PublicReportPart[], verdict: 'better' | 'worse') {
  return measured(parts)
    .flatMap((part) =>
      part.dimensions.flatMap((d) =>
        d.change?.verdict === verdict
          ? [
              {
                partName: part.partName,
                dimension: d.dimension,
                name: DETECT_DIMENSION_LABELS[d.dimension],
                difference: d.change.difference,
              },
            ]
          : [],
      ),
    )
    .sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference));
}

const verdictCount = (parts: readonly PublicReportPart[], verdict: 'better' | 'worse' | 'stable') =>
  measured(parts).reduce(
    (count, part) => count + part.dimensions.filter((d) => d.change?.verdict === verdict).length,
    0,
  );

/**
 * Per dimension (肤质 is a type, not a need), the part that reads worst; kept when that is
 * 一般 or 需关注 — the same "worst part decides" as analyse/result (issue 29 #8).
 */
function focusOf(parts: readonly PublicReportPart[]): CareFocus[] {
  const worst = new Map<DetectDimension, CareFocus>();
  for (const part of measured(parts)) {
    for (const d of part.dimensions) {
      // 肤质 is a type; a dimension not assessable (无法评估) has no band to need care for.
      if (d.dimension === 'skin_type' || d.score === null || d.level === null) continue;
      const band = detectBand(d.level);
      if (band === 'good') continue;
      const known = worst.get(d.dimension);
      if (!known || d.score < known.score)
        worst.set(d.dimension, {
          dimension: d.dimension,
          name: DETECT_DIMENSION_LABELS[d.dimension],
          partName: part.partName,
          band,
          score: d.score,
        });
    }
  }
  const order = (focus: CareFocus) => (focus.band === 'attention' ? 0 : 1);
  return [...worst.values()]
    .sort((a, b) => order(a) - order(b) || a.score - b.score)
    .slice(0, SHOWN + 1);
}

/**
 * Issue 29 #9: the report's first screen — what changed since last time, what to care for, and
 * (beside it) the plan — read from the report the parts below show in full.
 */
export function summariseReport(report: PublicReport): ReportSummary {
  const done = measured(report.parts);
  return {
    firstVisit: done.every((part) => part.previousDate === null),
    counts: {
      better: verdictCount(report.parts, 'better'),
      worse: verdictCount(report.parts, 'worse'),
      stable: verdictCount(report.parts, 'stable'),
    },
    better: changes(report.parts, 'better').slice(0, SHOWN),
    worse: changes(report.parts, 'worse').slice(0, SHOWN),
    focus: focusOf(report.parts),
    measuredParts: done.length,
  };
}
