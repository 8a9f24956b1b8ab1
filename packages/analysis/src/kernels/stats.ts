/**
 * Robust statistics without sorting: a fine histogram gives medians and percentiles in O(n),
 * which matters at 200,000+ pixels per plane. Bins are 1/4096 of the range, and the result
 * is interpolated inside its bin.
 */
import type { Mask, Plane } from './plane';
import { scratchInt32 } from './scratch';

const BIN_BITS = 12;
const BINS = 1 << BIN_BITS;

/** q-quantile (0–1) of the values in [lo, hi] (others are clamped) over `mask` when given; NaN if empty. */
export function quantile(
  src: Plane | Float32Array,
  q: number,
  lo: number,
  hi: number,
  mask?: Mask,
): number {
  const data = src instanceof Float32Array ? src : src.data;
  // Four interleaved histograms (pixel i counts in histogram i mod 4): neighbouring pixels often
  // fall in the same bin, and one histogram would make each increment wait for the previous
  // one's store. Excluded pixels (mask 0, NaN) add 0 instead of branching. ≈ 30 % faster.
  const hist = scratchInt32('quantile-hist', 4 * BINS);
  hist.fill(0);
  const scale = BINS / (hi - lo);
  const m = mask?.data;
  let n = 0;
  for (let i = 0; i < data.length; i += 1) {
    const v = data[i]!;
    const keep = m ? +(m[i]! !== 0) & +(v === v) : +(v === v);
    // Clamped before truncating, so |0 equals Math.floor on the values that count (NaN → bin 0, counted 0 times).
    const x = (v - lo) * scale;
    const b = x < 0 ? 0 : x >= BINS ? BINS - 1 : x | 0;
    const slot = ((i & 3) << BIN_BITS) + b;
    hist[slot] = hist[slot]! + keep;
    n += keep;
  }
  if (n === 0) return NaN;
  const target = q * n;
  let acc = 0;
  for (let b = 0; b < BINS; b += 1) {
    const c = hist[b]! + hist[b + BINS]! + hist[b + 2 * BINS]! + hist[b + 3 * BINS]!;
    if (acc + c >= target && c > 0) return lo + (b + (target - acc) / c) / scale;
    acc += c;
  }
  return hi;
}

/** Median, see `quantile`. */
export function median(src: Plane | Float32Array, lo: number, hi: number, mask?: Mask): number {
  return quantile(src, 0.5, lo, hi, mask);
}

/** Mean and population standard deviation over `mask` when given. */
export function meanStd(
  src: Plane | Float32Array,
  mask?: Mask,
): { mean: number; std: number; count: number } {
  const data = src instanceof Float32Array ? src : src.data;
  const m = mask?.data;
  let sum = 0;
  let sum2 = 0;
  let n = 0;
  for (let i = 0; i < data.length; i += 1) {
    if (m && m[i]! === 0) continue;
    const v = data[i]!;
    sum += v;
    sum2 += v * v;
    n += 1;
  }
  if (n === 0) return { mean: NaN, std: NaN, count: 0 };
  const mean = sum / n;
  return { mean, std: Math.sqrt(Math.max(0, sum2 / n - mean * mean)), count: n };
}

/** Variance of the 4-neighbour Laplacian (Pech-Pacheco et al. 2000, focus measure), inside `mask`. */
export function laplacianVariance(src: Plane, mask?: Mask): number {
  const { width: w, height: h, data: s } = src;
  const m = mask?.data;
  let sum = 0;
  let sum2 = 0;
  let n = 0;
  for (let y = 1; y < h - 1; y += 1) {
    for (let x = 1; x < w - 1; x += 1) {
      const i = y * w + x;
      if (m && m[i]! === 0) continue;
      const v = s[i - 1]! + s[i + 1]! + s[i - w]! + s[i + w]! - 4 * s[i]!;
      sum += v;
      sum2 += v * v;
      n += 1;
    }
  }
  if (n === 0) return 0;
  const mean = sum / n;
  return sum2 / n - mean * mean;
}
