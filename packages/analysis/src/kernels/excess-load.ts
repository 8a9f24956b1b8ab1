/**
 * Area × contrast above a frame's own baseline (issue 31 #3): a plane smoothed, its baseline a
 * lower quantile over the mask, and each masked pixel counted by a ramp of its excess. Pigment's
 * patch load (melanin index) and sensitivity's red load (a*) are this one measure.
 */
import { gaussianBlur } from './gaussian';
import type { Mask, Plane } from './plane';
import { quantile } from './stats';

/** Smooth ramp 0 → 1 between `from` and `to`: no hard cut for a re-take to cross. */
export function ramp(value: number, from: number, to: number): number {
  return value <= from ? 0 : value >= to ? 1 : (value - from) / (to - from);
}

export interface ExcessLoadOptions {
  sigma: number;
  baselineQuantile: number;
  /** The plane's value range, for the quantile's histogram. */
  range: readonly [number, number];
  excessFrom: number;
  excessTo: number;
}

export interface ExcessLoad {
  /** Mean ramp weight over the mask, in % (0–100). */
  load: number;
  baseline: number;
  /** The smoothed plane the load was read on. */
  smooth: Float32Array;
}

export function excessLoad(plane: Plane, mask: Mask, options: ExcessLoadOptions): ExcessLoad {
  const smooth = gaussianBlur(plane, options.sigma).data;
  const [lo, hi] = options.range;
  const baseline = quantile(smooth, options.baselineQuantile, lo, hi, mask);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < smooth.length; i += 1) {
    if (!mask.data[i]) continue;
    count += 1;
    sum += ramp(smooth[i]! - baseline, options.excessFrom, options.excessTo);
  }
  return { load: count > 0 ? (100 * sum) / count : 0, baseline, smooth };
}
