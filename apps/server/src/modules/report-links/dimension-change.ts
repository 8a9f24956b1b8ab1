import type {
  ChangeVerdict,
  DetectDimension,
  DetectDimensionResult,
  DimensionChange,
} from '@skinscope/contracts';

/** The wider of two visits' bands: a change is real only if it beats the noise of both. */
export function widerBand(a: number | undefined, b: number | undefined): number | null {
  if (a === undefined && b === undefined) return null;
  return Math.max(a ?? 0, b ?? 0);
}

// 肤质 is a type, not a severity (issue 19 #2): its score has no better or worse.
const WITHOUT_VERDICT: ReadonlySet<DetectDimension> = new Set(['skin_type']);

function verdictOf(difference: number, band: number): ChangeVerdict {
  if (Math.abs(difference) <= band) return 'stable';
  // Scores are 0–100, higher is better (spec §3).
  return difference > 0 ? 'better' : 'worse';
}

/**
 * A dimension's change since the part was last measured: the difference, and a verdict only when
 * the band is known (稳定 within it). Without a band the numbers speak alone.
 */
export function changeOf(
  dimension: DetectDimension,
  current: DetectDimensionResult,
  previous: DetectDimensionResult,
  band: number | null,
): DimensionChange {
  const difference = Math.round((current.score - previous.score) * 100) / 100;
  return {
    previousScore: previous.score,
    previousType: previous.type,
    difference,
    band,
    verdict: band === null || WITHOUT_VERDICT.has(dimension) ? null : verdictOf(difference, band),
  };
}
