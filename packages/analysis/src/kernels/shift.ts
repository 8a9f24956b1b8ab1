/**
 * Translation between two photos of the same patch by exhaustive normalised cross-correlation
 * (NCC) over integer shifts, with a parabolic sub-pixel refinement. NCC ignores the gain and
 * offset that separate normal from polarised light. Callers build a coarse-to-fine pyramid.
 */
import type { Mask, Plane } from './plane';

export interface ShiftEstimate {
  /** b(x + dx, y + dy) ≈ a(x, y). */
  dx: number;
  dy: number;
  /** NCC at the best integer shift, −1..1. */
  ncc: number;
}

export interface ShiftOptions {
  /** Only pixel pairs valid in both take part. */
  masks?: { a: Mask; b: Mask };
  /** Compare every rowStep-th row (a regular sample; default 1 = all rows). */
  rowStep?: number;
}

function nccAt(
  a: Plane,
  b: Plane,
  dx: number,
  dy: number,
  margin: number,
  options: ShiftOptions,
): number {
  const { width: w, height: h } = a;
  const masks = options.masks;
  const step = options.rowStep ?? 1;
  const da = a.data;
  const db = b.data;
  let sa = 0;
  let sb = 0;
  let saa = 0;
  let sbb = 0;
  let sab = 0;
  let n = 0;
  for (let y = margin; y < h - margin; y += step) {
    const ra = y * w;
    const rb = (y + dy) * w + dx;
    if (!masks) {
      for (let x = margin; x < w - margin; x += 1) {
        const va = da[ra + x]!;
        const vb = db[rb + x]!;
        sa += va;
        sb += vb;
        saa += va * va;
        sbb += vb * vb;
        sab += va * vb;
        n += 1;
      }
      continue;
    }
    const ma = masks.a.data;
    const mb = masks.b.data;
    for (let x = margin; x < w - margin; x += 1) {
      // Weight 1 when both pixels are valid, else 0, without a branch (valid pixels are
      // scattered around glints, so a test would mispredict): adding the zeroed terms changes
      // no sum.
      const k = ((ma[ra + x]! + 255) >> 8) & ((mb[rb + x]! + 255) >> 8);
      const va = da[ra + x]! * k;
      const vb = db[rb + x]! * k;
      sa += va;
      sb += vb;
      saa += va * va;
      sbb += vb * vb;
      sab += va * vb;
      n += k;
    }
  }
  const cov = sab - (sa * sb) / n;
  const den = Math.sqrt(Math.max(0, saa - (sa * sa) / n) * Math.max(0, sbb - (sb * sb) / n));
  return den > 0 && n > 0 ? cov / den : 0;
}

function parabolicOffset(left: number, centre: number, right: number): number {
  const den = left - 2 * centre + right;
  if (den >= 0) return 0;
  const offset = (0.5 * (left - right)) / den;
  return Math.max(-0.5, Math.min(0.5, offset));
}

/**
 * Best shift within ±radius of (cx, cy). The same central window (a border of
 * |c| + radius pixels left out) is compared for every candidate, so scores are comparable.
 */
export function matchShift(
  a: Plane,
  b: Plane,
  radius: number,
  cx = 0,
  cy = 0,
  options: ShiftOptions = {},
): ShiftEstimate {
  if (a.width !== b.width || a.height !== b.height) throw new RangeError('planes differ in size');
  const margin = Math.max(Math.abs(cx), Math.abs(cy)) + radius + 1;
  if (2 * margin >= Math.min(a.width, a.height)) return { dx: cx, dy: cy, ncc: 0 };
  const side = 2 * radius + 1;
  const scores = new Float64Array(side * side);
  let best = -Infinity;
  let bx = 0;
  let by = 0;
  for (let j = -radius; j <= radius; j += 1) {
    for (let i = -radius; i <= radius; i += 1) {
      const s = nccAt(a, b, cx + i, cy + j, margin, options);
      scores[(j + radius) * side + i + radius] = s;
      // Ties go to the shift closest to the centre, scanned in a fixed order: deterministic.
      if (s > best + 1e-12 || (Math.abs(s - best) <= 1e-12 && i * i + j * j < bx * bx + by * by)) {
        best = s;
        bx = i;
        by = j;
      }
    }
  }
  const at = (i: number, j: number) => scores[(j + radius) * side + i + radius];
  const left = at(bx - 1, by);
  const right = at(bx + 1, by);
  const up = at(bx, by - 1);
  const down = at(bx, by + 1);
  const fx =
    left !== undefined && right !== undefined && Math.abs(bx) < radius
      ? parabolicOffset(left, best, right)
      : 0;
  const fy =
    up !== undefined && down !== undefined && Math.abs(by) < radius
      ? parabolicOffset(up, best, down)
      : 0;
  return { dx: cx + bx + fx, dy: cy + by + fy, ncc: best };
}
