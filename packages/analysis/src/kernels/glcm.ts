/**
 * Grey-level co-occurrence matrices (Haralick, Shanmugam & Dinstein 1973), following the
 * conventions of scikit-image `feature/texture.py` (ideas only): offsets (d, 0°), (d, 45°),
 * (d, 90°), (d, 135°) with image rows growing downwards, symmetric (pairs counted both ways),
 * normalised to sum 1. Features: contrast Σ P(i,j)(i−j)², homogeneity Σ P/(1+(i−j)²),
 * energy √(Σ P²), entropy −Σ P log₂ P.
 */
import { newUint8 } from './arena';
import type { Mask, Plane } from './plane';
import { scratchInt32, scratchUint8 } from './scratch';

export interface GlcmFeatures {
  contrast: number;
  homogeneity: number;
  energy: number;
  entropy: number;
}

/** The four standard angles as (dx, dy) unit steps: 0°, 45°, 90°, 135°. */
export const GLCM_ANGLES: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
];

/** Maps values in [lo, hi] linearly to integer levels 0..levels−1 (clamped). */
export function quantize(src: Plane, levels: number, lo: number, hi: number): Uint8Array {
  const out = newUint8(src.data.length);
  const scale = levels / (hi - lo);
  for (let i = 0; i < out.length; i += 1) {
    const q = Math.floor((src.data[i]! - lo) * scale);
    out[i] = q < 0 ? 0 : q >= levels ? levels - 1 : q;
  }
  return out;
}

/**
 * Symmetric normalised co-occurrence matrix (levels × levels) of quantised pixels for the
 * offset (dx, dy); pairs are counted only when both pixels are inside `mask` (when given).
 * With `step` > 1 only every step-th row and column supplies reference pixels (a regular
 * sample: 1/step² of the work for nearly the same matrix on large images).
 */
export function glcm(
  q: Uint8Array,
  width: number,
  height: number,
  levels: number,
  dx: number,
  dy: number,
  mask?: Mask,
  step = 1,
): Float64Array {
  return cooccurrence(codeMasked(q, levels, mask), width, height, levels, dx, dy, step);
}

/**
 * The levels with pixels outside `mask` coded as one extra level, `levels`: pairs are then
 * counted without a test, and the extra row and column of the count matrix are dropped.
 */
function codeMasked(q: Uint8Array, levels: number, mask?: Mask): Uint8Array {
  if (levels > 255) throw new RangeError('at most 255 grey levels');
  const m = mask?.data;
  if (!m) return q;
  const coded = scratchUint8('glcm-coded', q.length);
  for (let i = 0; i < q.length; i += 1) coded[i] = m[i]! === 0 ? levels : q[i]!;
  return coded;
}

function cooccurrence(
  coded: Uint8Array,
  width: number,
  height: number,
  levels: number,
  dx: number,
  dy: number,
  step: number,
): Float64Array {
  const counts = clearedCounts(levels);
  countPairs(coded, width, height, levels, dx, dy, step, counts, 0, 0, false);
  return normalised(counts, levels);
}

/** The four count matrices of `countPairs`, zeroed. */
function clearedCounts(levels: number): Int32Array {
  const side = levels + 1;
  const counts = scratchInt32('glcm-counts', 4 * side * side);
  counts.fill(0);
  return counts;
}

/** First index ≥ `from` that is ≡ `residue` (mod `step`). */
function startAt(from: number, residue: number, step: number): number {
  return from + ((((residue - from) % step) + step) % step);
}

/**
 * Adds the pairs (reference, reference + (dx, dy)) to `counts`, references on every step-th row
 * and column; with `onResidues`, only those whose row is ≡ ry and column ≡ rx (mod step).
 */
function countPairs(
  coded: Uint8Array,
  width: number,
  height: number,
  levels: number,
  dx: number,
  dy: number,
  step: number,
  counts: Int32Array,
  rx: number,
  ry: number,
  onResidues: boolean,
): void {
  const side = levels + 1;
  const cells = side * side;
  // Four count matrices, one for every fourth pair along a row, summed at the end: pairs of a
  // smooth image often fall in the same cell, and one matrix would make each increment wait for
  // the previous one's store (the same counts, ≈ 40 % faster).
  let x0 = Math.max(0, -dx);
  const x1 = Math.min(width, width - dx);
  let y0 = Math.max(0, -dy);
  const y1 = Math.min(height, height - dy);
  if (onResidues) {
    x0 = startAt(x0, rx, step);
    y0 = startAt(y0, ry, step);
  }
  const offset = dy * width + dx;
  for (let y = y0; y < y1; y += step) {
    const end = y * width + x1;
    let i = y * width + x0;
    for (; i + 3 * step < end; i += 4 * step) {
      const k0 = coded[i]! * side + coded[i + offset]!;
      const k1 = cells + coded[i + step]! * side + coded[i + step + offset]!;
      const k2 = 2 * cells + coded[i + 2 * step]! * side + coded[i + 2 * step + offset]!;
      const k3 = 3 * cells + coded[i + 3 * step]! * side + coded[i + 3 * step + offset]!;
      counts[k0] = counts[k0]! + 1;
      counts[k1] = counts[k1]! + 1;
      counts[k2] = counts[k2]! + 1;
      counts[k3] = counts[k3]! + 1;
    }
    for (; i < end; i += step) {
      const k = coded[i]! * side + coded[i + offset]!;
      counts[k] = counts[k]! + 1;
    }
  }
}

/** The symmetric normalised matrix from the four count matrices. */
function normalised(counts: Int32Array, levels: number): Float64Array {
  const side = levels + 1;
  const cells = side * side;
  for (let k = 0; k < cells; k += 1)
    counts[k] = counts[k]! + counts[k + cells]! + counts[k + 2 * cells]! + counts[k + 3 * cells]!;
  // Symmetric: each pair counts as (a, b) and (b, a); `total` is twice the pairs inside the mask.
  const p = new Float64Array(levels * levels);
  let total = 0;
  for (let a = 0; a < levels; a += 1)
    for (let b = 0; b < levels; b += 1) total += 2 * counts[a * side + b]!;
  if (total === 0) return p;
  for (let a = 0; a < levels; a += 1)
    for (let b = 0; b < levels; b += 1)
      p[a * levels + b] = (counts[a * side + b]! + counts[b * side + a]!) / total;
  return p;
}

/**
 * The pairs of offset d along an axis of `size` px whose midpoints a flip of the axis maps onto
 * each other, as the two residues (mod 4) of their reference pixel: a flip sends a pair with
 * midpoint m (in half pixels, 2x + d) to one with midpoint 2(size − 1) − m, and a quarter turn
 * swaps the axes, so choosing midpoints in two classes mod 8 closed under m ↦ 2(size − 1) − m
 * samples the same pairs, mirrored, in a flipped or rotated image (a quarter of them, like every
 * 2nd row and column, whose parity a flip of an even size swaps).
 */
function flipClosedResidues(size: number, d: number): [number, number] {
  const mod = (v: number, m: number) => ((v % m) + m) % m;
  const parity = mod(d, 2);
  const mirror = mod(2 * (size - 1) - parity, 8);
  const classes = [parity, mirror === parity ? parity + 4 : mirror];
  return [mod((classes[0]! - d) / 2, 4), mod((classes[1]! - d) / 2, 4)];
}

/** The matrix from the flip-closed quarter of the pairs (see flipClosedResidues). */
function flipClosedCooccurrence(
  coded: Uint8Array,
  width: number,
  height: number,
  levels: number,
  dx: number,
  dy: number,
): Float64Array {
  const counts = clearedCounts(levels);
  for (const rx of flipClosedResidues(width, dx))
    for (const ry of flipClosedResidues(height, dy))
      countPairs(coded, width, height, levels, dx, dy, 4, counts, rx, ry, true);
  return normalised(counts, levels);
}

/** Haralick features of one normalised matrix. */
export function glcmFeatures(p: Float64Array, levels: number): GlcmFeatures {
  let contrast = 0;
  let homogeneity = 0;
  let asm = 0;
  let entropy = 0;
  for (let i = 0; i < levels; i += 1) {
    for (let j = 0; j < levels; j += 1) {
      const v = p[i * levels + j]!;
      if (v === 0) continue;
      const d2 = (i - j) * (i - j);
      contrast += v * d2;
      homogeneity += v / (1 + d2);
      asm += v * v;
      entropy -= v * Math.log2(v);
    }
  }
  return { contrast, homogeneity, energy: Math.sqrt(asm), entropy };
}

/**
 * Features averaged over the four angles and the given distances. `flipClosed` samples the
 * quarter of the pairs that a flip or quarter turn maps onto themselves (instead of `step`), so
 * a rotated or flipped image gives the same features.
 */
export function glcmTexture(
  q: Uint8Array,
  width: number,
  height: number,
  options: {
    levels: number;
    distances: readonly number[];
    mask?: Mask;
    step?: number;
    flipClosed?: boolean;
  },
): GlcmFeatures {
  const sum: GlcmFeatures = { contrast: 0, homogeneity: 0, energy: 0, entropy: 0 };
  let n = 0;
  const coded = codeMasked(q, options.levels, options.mask);
  for (const d of options.distances) {
    for (const [ax, ay] of GLCM_ANGLES) {
      const p = options.flipClosed
        ? flipClosedCooccurrence(coded, width, height, options.levels, ax * d, ay * d)
        : cooccurrence(coded, width, height, options.levels, ax * d, ay * d, options.step ?? 1);
      const f = glcmFeatures(p, options.levels);
      sum.contrast += f.contrast;
      sum.homogeneity += f.homogeneity;
      sum.energy += f.energy;
      sum.entropy += f.entropy;
      n += 1;
    }
  }
  return {
    contrast: sum.contrast / n,
    homogeneity: sum.homogeneity / n,
    energy: sum.energy / n,
    entropy: sum.entropy / n,
  };
}
