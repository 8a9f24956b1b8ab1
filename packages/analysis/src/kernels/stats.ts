/**
 * Robust statistics without sorting: a fine histogram gives medians and percentiles in O(n),
 * which matters at 200,000+ pixels per plane. Bins are 1/4096 of the range, and the result
 * is interpolated inside its bin.
 */
import type { Mask, Plane } from './plane';
import { scratchInt32 } from './scratch';

const BIN_BITS = 12;
const BINS = 1 << BIN_BITS;

/**
 * Bin of a value already scaled to bins: clamped before truncating, so |0 equals Math.floor on
 * the values that count (NaN goes to bin 0, and is counted 0 times).
 */
function binOf(x: number): number {
  return x < 0 ? 0 : x >= BINS ? BINS - 1 : x | 0;
}

/** q-quantile (0–1) of the values in [lo, hi] (others are clamped) over `mask` when given; NaN if empty. */
export function quantile(
  src: Plane | Float32Array,
  q: number,
  lo: number,
  hi: number,
  mask?: Mask,
): number {
  const data = src instanceof Float32Array ? src : src.data;
  const hist = scratchInt32('quantile-hist', 4 * BINS);
  hist.fill(0);
  const scale = BINS / (hi - lo);
  const n = mask ? countMasked(data, mask.data, lo, scale, hist) : countAll(data, lo, scale, hist);
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

/*
 * The histograms of `quantile`: four interleaved ones (pixel i counts in histogram i mod 4), as
 * neighbouring pixels often fall in the same bin and one histogram would make each increment
 * wait for the previous one's store. Excluded pixels (mask 0, NaN) add 0 instead of branching.
 */

/** Counts every pixel; returns how many counted (not NaN). */
function countAll(data: Float32Array, lo: number, scale: number, hist: Int32Array): number {
  let n = 0;
  for (let i = 0; i < data.length; i += 1) {
    const v = data[i]!;
    const keep = +(v === v);
    const slot = ((i & 3) << BIN_BITS) + binOf((v - lo) * scale);
    hist[slot] = hist[slot]! + keep;
    n += keep;
  }
  return n;
}

/**
 * Counts the pixels marked in `m`, four a step (one in each histogram: their increments are
 * independent, ≈ 30 % faster than one a step); returns how many counted.
 */
function countMasked(
  data: Float32Array,
  m: Uint8Array,
  lo: number,
  scale: number,
  hist: Int32Array,
): number {
  let n = 0;
  const whole = data.length & ~3;
  for (let i = 0; i < whole; i += 4) {
    const v0 = data[i]!, v1 = data[i + 1]!, v2 = data[i + 2]!, v3 = data[i + 3]!; // prettier-ignore
    const k0 = +(m[i]! !== 0) & +(v0 === v0);
    const k1 = +(m[i + 1]! !== 0) & +(v1 === v1);
    const k2 = +(m[i + 2]! !== 0) & +(v2 === v2);
    const k3 = +(m[i + 3]! !== 0) & +(v3 === v3);
    const b0 = binOf((v0 - lo) * scale);
    const b1 = BINS + binOf((v1 - lo) * scale);
    const b2 = 2 * BINS + binOf((v2 - lo) * scale);
    const b3 = 3 * BINS + binOf((v3 - lo) * scale);
    hist[b0] = hist[b0]! + k0;
    hist[b1] = hist[b1]! + k1;
    hist[b2] = hist[b2]! + k2;
    hist[b3] = hist[b3]! + k3;
    n += k0 + k1 + k2 + k3;
  }
  for (let i = whole; i < data.length; i += 1) {
    const v = data[i]!;
    const keep = +(m[i]! !== 0) & +(v === v);
    const slot = ((i & 3) << BIN_BITS) + binOf((v - lo) * scale);
    hist[slot] = hist[slot]! + keep;
    n += keep;
  }
  return n;
}
