import { DETECT_DIMENSIONS, type DetectDimension } from '@skinscope/contracts';
import { quantileSorted } from 'simple-statistics';
import { isTypeOnly } from './device-repeatability';
import { ESTIMATED_DIMENSIONS } from './dimension-explanations';
import { dimensionVerdict, type PartMeasurement } from './progress-verdict';

/**
 * Issue 33 #5, outcomes per care plan: among customers for whom a care item was recommended and
 * who were measured again about 4 and 8 weeks later, how many improved beyond the band, per
 * dimension. Observational: no control, whoever came back. Each change is judged by the one
 * verdict rule (`dimensionVerdict`), so its bands, engine-version and calibration rules are the
 * progress page's.
 */

/** The follow-ups looked at: days after the recommending visit, each ± `OUTCOME_WINDOW_DAYS`. */
export const OUTCOME_HORIZONS = [
  { weeks: 4, days: 28 },
  { weeks: 8, days: 56 },
] as const;
export type OutcomeWeeks = (typeof OUTCOME_HORIZONS)[number]['weeks'];

export const OUTCOME_WINDOW_DAYS = 7;

/** Figures are shown from this many customers; below it only n (样本不足). */
export const OUTCOME_MIN_CUSTOMERS = 20;

/** The dimensions with verdicts: not 肤质 (a type), not the photo estimates (弹性, 角质层). */
export const OUTCOME_DIMENSIONS: readonly DetectDimension[] = DETECT_DIMENSIONS.filter(
  (dimension) => !isTypeOnly(dimension) && !ESTIMATED_DIMENSIONS.has(dimension),
);

/** One visit: when, and each part measured then (capture order, one per part). */
export interface OutcomeVisit {
  at: Date;
  parts: ReadonlyArray<{ part: string; measurement: PartMeasurement }>;
}

/** One customer's visits, any order; `recommended` says which visits recommended the care. */
export interface OutcomeCustomer {
  visits: ReadonlyArray<OutcomeVisit & { recommended: boolean }>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The later visit nearest `days` after `baseline` within the window, the earlier on a tie. */
function followUpOf(
  baseline: OutcomeVisit,
  later: readonly OutcomeVisit[],
  days: number,
  since: Date,
): OutcomeVisit | undefined {
  let best: { visit: OutcomeVisit; off: number } | undefined;
  for (const visit of later) {
    if (visit.at < since) continue;
    const off = Math.abs((visit.at.getTime() - baseline.at.getTime()) / DAY_MS - days);
    if (off > OUTCOME_WINDOW_DAYS) continue;
    if (!best || off < best.off || (off === best.off && visit.at < best.visit.at))
      best = { visit, off };
  }
  return best?.visit;
}

/** The first part of the baseline measured at both visits, as a before/after pair. */
function samePart(before: OutcomeVisit, after: OutcomeVisit) {
  for (const { part, measurement } of before.parts) {
    if (measurement.state !== 'measured') continue;
    const later = after.parts.find((p) => p.part === part && p.measurement.state === 'measured');
    if (later) return { before: measurement, after: later.measurement };
  }
  return undefined;
}

/**
 * One customer's before/after pair for a horizon: her earliest recommending visit that has a
 * follow-up in the window (a follow-up from `since` on) with a part measured at both.
 */
function courseOf(customer: OutcomeCustomer, days: number, since: Date) {
  const visits = [...customer.visits].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const baseline of visits.filter((visit) => visit.recommended)) {
    const later = visits.filter((visit) => visit.at > baseline.at);
    const followUp = followUpOf(baseline, later, days, since);
    const pair = followUp && samePart(baseline, followUp);
    if (pair) return pair;
  }
  return undefined;
}

/** One dimension at one horizon: n, and the figures only from `OUTCOME_MIN_CUSTOMERS` on. */
export interface DimensionOutcome {
  dimension: DetectDimension;
  /** Customers with a verdict on this dimension at this horizon. */
  n: number;
  /** Null below the minimum (样本不足). */
  figures: {
    /** The share improved beyond the band, 0–1. */
    improved: number;
    /** Of the score changes (points): median and quartiles (R's default, type 7). */
    median: number;
    q1: number;
    q3: number;
  } | null;
}

export interface HorizonOutcome {
  weeks: OutcomeWeeks;
  dimensions: DimensionOutcome[];
}

/** Four decimals: enough for a share or a quartile, without float noise. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

function figuresOf(changes: readonly { difference: number; better: boolean }[]) {
  if (changes.length < OUTCOME_MIN_CUSTOMERS) return null;
  const sorted = changes.map((change) => change.difference).sort((a, b) => a - b);
  return {
    improved: round(changes.filter((change) => change.better).length / changes.length),
    median: round(quantileSorted(sorted, 0.5)),
    q1: round(quantileSorted(sorted, 0.25)),
    q3: round(quantileSorted(sorted, 0.75)),
  };
}

/**
 * The outcomes of one care item over these customers: per horizon and dimension, the customers
 * whose change could be judged, the share improved beyond the band, and the median change with
 * its quartiles. Only follow-ups from `since` on count (the last 90 days).
 */
export function careOutcomes(customers: readonly OutcomeCustomer[], since: Date): HorizonOutcome[] {
  return OUTCOME_HORIZONS.map(({ weeks, days }) => {
    const pairs = customers.flatMap((customer) => courseOf(customer, days, since) ?? []);
    return {
      weeks,
      dimensions: OUTCOME_DIMENSIONS.map((dimension) => {
        const changes = pairs.flatMap(({ before, after }) => {
          const judged = dimensionVerdict(dimension, before, after);
          return judged.verdict === null
            ? []
            : [{ difference: judged.difference, better: judged.verdict === 'better' }];
        });
        return { dimension, n: changes.length, figures: figuresOf(changes) };
      }),
    };
  });
}
