/**
 * Full-resolution outlines of regions found on a coarse grid (factor 2 = half, 4 = quarter).
 * Each full-resolution pixel has one possible owner: the region labelling its own coarse cell,
 * or, when that cell is unlabelled, the lowest region id among its 4 neighbours (so the outline
 * may grow a cell beyond the coarse region, and no pixel is counted twice). The owner keeps the
 * pixel if the bilinearly interpolated field reaches the region's threshold there. Segmenting a
 * smooth field at full resolution keeps areas accurate to a fraction of a pixel.
 */
import { newUint8 } from '../kernels/arena';
import type { Components } from '../kernels/components';
import { createMask, type Mask, type Plane } from '../kernels/plane';
import { sampleAt } from '../kernels/resample';
import type { AnalysisContext } from '../prepare';

export interface RefinedRegions {
  /** Outlined full-resolution pixels inside the ROI. */
  count: number;
  /** The same per region id. */
  perRegion: Map<number, number>;
  /** Half-grid cells with ≥ 2 of their 4 pixels outlined (overlay and exclusions). */
  half: Mask;
  full: Mask | null;
}

function owner(labels: Int32Array, cw: number, ch: number, u: number, v: number): number {
  const own = labels[v * cw + u]!;
  if (own !== 0) return own;
  // Lowest non-zero id among the 4 neighbours (0 when none): 0 maps to the largest int here.
  const big = 0x7fffffff;
  const left = u > 0 ? labels[v * cw + u - 1]! || big : big;
  const right = u < cw - 1 ? labels[v * cw + u + 1]! || big : big;
  const up = v > 0 ? labels[(v - 1) * cw + u]! || big : big;
  const down = v < ch - 1 ? labels[(v + 1) * cw + u]! || big : big;
  const best = Math.min(left, right, up, down);
  return best === big ? 0 : best;
}

export function refineRegions(
  field: Plane,
  factor: number,
  components: Components,
  thresholds: ReadonlyMap<number, number>,
  ctx: AnalysisContext,
  options: {
    veto?: (x: number, y: number) => boolean;
    /** Half-grid cells that may be outlined (default: the ROI). */
    within?: Mask;
  } = {},
): RefinedRegions {
  const { veto } = options;
  const within = (options.within ?? ctx.roi).data;
  const { width: W, height: H } = ctx;
  const cw = field.width;
  const ch = field.height;
  const perCell = newUint8(ctx.halfWidth * ctx.halfHeight);
  const full = ctx.keepFullMasks ? createMask(W, H) : null;
  let count = 0;
  const perRegion = new Map<number, number>();
  for (const [id, threshold] of thresholds) {
    const before = count;
    const o = (id - 1) * 10;
    const x0 = Math.max(0, factor * (components.stats[o + 6]! - 1));
    const y0 = Math.max(0, factor * (components.stats[o + 7]! - 1));
    const x1 = Math.min(W - 1, factor * (components.stats[o + 8]! + 2) - 1);
    const y1 = Math.min(H - 1, factor * (components.stats[o + 9]! + 2) - 1);
    for (let y = y0; y <= y1; y += 1) {
      const v = Math.min(ch - 1, Math.floor(y / factor));
      for (let x = x0; x <= x1; x += 1) {
        const u = Math.min(cw - 1, Math.floor(x / factor));
        if (owner(components.labels, cw, ch, u, v) !== id) continue;
        if (sampleAt(field, factor, x, y) < threshold || (veto && veto(x, y))) continue;
        const cell =
          Math.min(ctx.halfHeight - 1, y >> 1) * ctx.halfWidth +
          Math.min(ctx.halfWidth - 1, x >> 1);
        if (!within[cell]) continue;
        perCell[cell] = perCell[cell]! + 1;
        count += 1;
        if (full) full.data[y * W + x] = 1;
      }
    }
    perRegion.set(id, count - before);
  }
  const half = createMask(ctx.halfWidth, ctx.halfHeight);
  for (let i = 0; i < perCell.length; i += 1) half.data[i] = perCell[i]! >= 2 ? 1 : 0;
  return { count, perRegion, half, full };
}
