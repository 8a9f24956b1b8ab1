/**
 * From the suite's spreads to what the engine publishes (the repeatability bands) and to the
 * targets of issue 18 #6.
 */
import { DIMENSIONS, type Dimension } from '../types';
import {
  BAND_CHANGES,
  CHANGES,
  TARGET_EXEMPT,
  TARGET_POINTS,
  type BandMode,
  type ChangeId,
} from './repeatability-plan';
import type { RepeatabilityFigures } from './repeatability-suite';

export type Bands = Record<Dimension, number>;

/**
 * A band is the spread rounded up to half a point, and at least half a point: the suite has few
 * phantoms, and a band of 0 would call a change of 0.01 real.
 */
function bandOf(spread: number): number {
  return Math.max(0.5, Math.ceil(spread * 2 - 1e-9) / 2);
}

/** Each dimension's largest spread over the changes a mode's band covers (repeatability-plan.ts). */
export function measuredSpread(figures: RepeatabilityFigures, mode: BandMode): Bands {
  return Object.fromEntries(
    DIMENSIONS.map((d) => [d, Math.max(...BAND_CHANGES[mode].map((c) => figures.spread[c][d]))]),
  ) as Bands;
}

export function bandsFrom(figures: RepeatabilityFigures): Record<BandMode, Bands> {
  const round = (spread: Bands) =>
    Object.fromEntries(DIMENSIONS.map((d) => [d, bandOf(spread[d])])) as Bands;
  return {
    uncalibrated: round(measuredSpread(figures, 'uncalibrated')),
    calibrated: round(measuredSpread(figures, 'calibrated')),
  };
}

interface TargetMiss {
  change: ChangeId;
  dimension: Dimension;
  spread: number;
  worstCase: string;
}

/** (change, dimension) pairs over the ≤ 3-point target, exposure uncalibrated excepted. */
export function targetMisses(figures: RepeatabilityFigures): TargetMiss[] {
  return CHANGES.filter((c) => !TARGET_EXEMPT.has(c)).flatMap((change) =>
    DIMENSIONS.filter((d) => figures.spread[change][d] > TARGET_POINTS).map((dimension) => ({
      change,
      dimension,
      spread: figures.spread[change][dimension],
      worstCase: figures.worstCase[change][dimension],
    })),
  );
}

/** `change:dimension`, the key of a miss in the test's list of known misses. */
export const missKey = (miss: Pick<TargetMiss, 'change' | 'dimension'>) =>
  `${miss.change}:${miss.dimension}`;
