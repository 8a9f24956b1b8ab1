/** Mask helpers shared by the metrics. Masks live on the half grid unless named "full". */
import { countMask, maskMinus, type Mask } from '../kernels/plane';
import type { AnalysisContext } from '../prepare';
import { percent } from './score';

/** Marked cells of a half-grid mask inside the ROI. */
export function countInRoi(half: Mask, ctx: AnalysisContext): number {
  return countMask(half, ctx.roi);
}

/** Area in % of the ROI of a half-grid mask. */
export function areaOf(half: Mask, ctx: AnalysisContext): number {
  return percent(countInRoi(half, ctx), ctx.roiCount);
}

/** Area in % of the ROI of a count of full-resolution pixels (each half cell is 4 of them). */
export function fullArea(count: number, ctx: AnalysisContext): number {
  return percent(count, 4 * ctx.roiCount);
}

/** A new half-grid mask: ROI ∧ ¬ each of `excluded`. */
export function roiWithout(ctx: AnalysisContext, ...excluded: Mask[]): Mask {
  return maskMinus(ctx.roi, ...excluded);
}

/** Restricts a half-grid mask to the ROI, in place. */
export function clipToRoi(half: Mask, ctx: AnalysisContext): Mask {
  for (let i = 0; i < half.data.length; i += 1) if (!ctx.roi.data[i]) half.data[i] = 0;
  return half;
}
