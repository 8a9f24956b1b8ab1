/** Mask helpers shared by the metrics. Masks live on the half grid unless named "full". */
import { copyUint8 } from '../kernels/arena';
import { clearMarkedWords } from '../kernels/mask-words';
import { countMask, type Mask } from '../kernels/plane';
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
  const out = copyUint8(ctx.roi.data);
  if (
    clearMarkedWords(
      out,
      excluded.map((mask) => mask.data),
    )
  )
    return { width: ctx.roi.width, height: ctx.roi.height, data: out };
  // Branch-free (a branch on image masks mispredicts): (v − 1) >>> 31 is 1 for v = 0, else 0
  // (mask values are 0–255; the ROI's are 0 or 1).
  for (const mask of excluded) {
    const m = mask.data;
    for (let i = 0; i < out.length; i += 1) out[i] = out[i]! & ((m[i]! - 1) >>> 31);
  }
  return { width: ctx.roi.width, height: ctx.roi.height, data: out };
}

/** Restricts a half-grid mask to the ROI, in place. */
export function clipToRoi(half: Mask, ctx: AnalysisContext): Mask {
  for (let i = 0; i < half.data.length; i += 1) if (!ctx.roi.data[i]) half.data[i] = 0;
  return half;
}
