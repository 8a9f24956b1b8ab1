/**
 * From the real re-take suite's score changes to what the engine publishes (the repeatability
 * bands) and to what a salon would see (false verdicts on re-takes), issue 31 #4.
 */
import { DIMENSIONS, type Dimension } from '../types';
import { CHANGES, type RetakeChange } from './real-retake-plan';
import type { RetakePair, RetakeRun } from './real-retake-suite';

export type Bands = Record<Dimension, number>;

/** The share of re-takes a band covers: 95 % (issue 31 #4). */
const BAND_QUANTILE = 0.95;

/** Nearest-rank quantile: the smallest value at least `q` of the values do not exceed. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}

interface Spread {
  /** Pairs where both captures assessed the dimension. */
  n: number;
  p50: number;
  p95: number;
  max: number;
}

const absSorted = (values: number[]) => values.map(Math.abs).sort((a, b) => a - b);

function spreadOf(values: number[]): Spread {
  const sorted = absSorted(values);
  return {
    n: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, BAND_QUANTILE),
    max: sorted.at(-1) ?? NaN,
  };
}

/** |Δscore| per dimension over the pairs. */
function spreads(pairs: readonly RetakePair[]): Record<Dimension, Spread> {
  return Object.fromEntries(
    DIMENSIONS.map((d) => [d, spreadOf(pairs.flatMap((p) => p.delta[d] ?? []))]),
  ) as Record<Dimension, Spread>;
}

/**
 * A band is the 95th percentile (`q`) of |Δscore| over the tuning half's re-takes, rounded up
 * to half a point and at least half a point (a band of 0 would call a change of 0.01 real).
 */
export function bandsOf(pairs: readonly RetakePair[], q = BAND_QUANTILE): Bands {
  return Object.fromEntries(
    DIMENSIONS.map((d) => {
      const sorted = absSorted(pairs.flatMap((p) => p.delta[d] ?? []));
      return [d, Math.max(0.5, Math.ceil(quantile(sorted, q) * 2 - 1e-9) / 2)];
    }),
  ) as Bands;
}

/**
 * Whether a salon would be told 改善 or 变差 for this change of a score: packages/domain's
 * progress-verdict.ts `dimensionVerdict` rounds the difference to two decimals and calls it
 * stable within the band (the wider of two visits' bands; a re-take and its base share theirs).
 * analysis cannot import domain, so the rule is stated here again.
 */
function beyondBand(delta: number, band: number): boolean {
  return Math.abs(Math.round(delta * 100) / 100) > band;
}

/**
 * Dimensions that give a verdict: every one but 肤质, a type without better or worse
 * (progress-verdict.ts TYPE_ONLY), and elasticity and stratum corneum, shown only as estimates
 * since engine 3.1 (packages/domain dimension-explanations.ts ESTIMATED_DIMENSIONS). Colour gives
 * one only when both visits were calibrated; the bands are the same for both modes, so colour
 * counts here as a calibrated device would see it, and `uncalibratedAny` leaves it out as the
 * corpus's uncalibrated results show it.
 */
const NO_VERDICT: ReadonlySet<Dimension> = new Set(['skin_type', 'elasticity', 'corneum']);
const VERDICT_DIMENSIONS: readonly Dimension[] = DIMENSIONS.filter((d) => !NO_VERDICT.has(d));

export interface FalseVerdicts {
  pairs: number;
  /** Pairs with a verdict in any dimension that gives one (VERDICT_DIMENSIONS). */
  any: number;
  /** The same without colour (no colour verdict uncalibrated). */
  uncalibratedAny: number;
  perDimension: Record<Dimension, number>;
  perChange: Record<RetakeChange, { pairs: number; any: number }>;
}

export function falseVerdicts(pairs: readonly RetakePair[], bands: Bands): FalseVerdicts {
  const figures: FalseVerdicts = {
    pairs: pairs.length,
    any: 0,
    uncalibratedAny: 0,
    perDimension: Object.fromEntries(DIMENSIONS.map((d) => [d, 0])) as Record<Dimension, number>,
    perChange: Object.fromEntries(CHANGES.map((c) => [c, { pairs: 0, any: 0 }])) as Record<
      RetakeChange,
      { pairs: number; any: number }
    >,
  };
  for (const pair of pairs) {
    const beyond = DIMENSIONS.filter((d) => {
      const delta = pair.delta[d];
      return delta !== undefined && beyondBand(delta, bands[d]);
    });
    for (const d of beyond) figures.perDimension[d] += 1;
    const verdicts = beyond.filter((d) => VERDICT_DIMENSIONS.includes(d));
    figures.perChange[pair.change].pairs += 1;
    if (verdicts.length > 0) {
      figures.any += 1;
      figures.perChange[pair.change].any += 1;
    }
    if (verdicts.some((d) => d !== 'color')) figures.uncalibratedAny += 1;
  }
  return figures;
}

/** The share of pairs with a false verdict that issue 31 #4 accepts. */
export const TARGET_FALSE_SHARE = 0.05;

/**
 * Four dimensions give verdicts, each band lets 5 % of re-takes past, and their tails are not
 * the same re-takes: p95 bands cannot keep the share of pairs with any false verdict near 5 %.
 * What would: the smallest common percentile (in steps of 0.1) whose bands keep that share of
 * these pairs within the target, and those bands (printed beside the published ones).
 */
export function bandsForTarget(pairs: readonly RetakePair[]): { q: number; bands: Bands } {
  for (let permille = 950; permille < 1000; permille += 1) {
    const bands = bandsOf(pairs, permille / 1000);
    if (falseVerdicts(pairs, bands).any <= TARGET_FALSE_SHARE * pairs.length)
      return { q: permille / 1000, bands };
  }
  return { q: 1, bands: bandsOf(pairs, 1) };
}

/** What a run measured, without its pairs: what the fitting keeps and the test prints. */
export interface RetakeFigures {
  photos: number;
  basesAccepted: number;
  pairs: number;
  /** Re-takes of accepted bases that the gate refused. */
  refusedRetakes: number;
  spread: Record<Dimension, Spread>;
  /** 95th percentile of |Δscore| per change: which change drives a band. */
  p95ByChange: Record<RetakeChange, Record<Dimension, number>>;
  cpuSeconds: number;
}

export function figuresOf(run: RetakeRun): RetakeFigures {
  return {
    photos: run.photos,
    basesAccepted: run.basesAccepted,
    pairs: run.pairs.length,
    refusedRetakes: run.refusals.filter((r) => r.change !== 'base').length,
    spread: spreads(run.pairs),
    p95ByChange: Object.fromEntries(
      CHANGES.map((change) => {
        const spread = spreads(run.pairs.filter((p) => p.change === change));
        return [change, Object.fromEntries(DIMENSIONS.map((d) => [d, spread[d].p95]))];
      }),
    ) as Record<RetakeChange, Record<Dimension, number>>,
    cpuSeconds: run.cpuMs / 1000,
  };
}
