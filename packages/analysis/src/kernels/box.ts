/**
 * Box (moving-average) filters by running sums: O(1) per pixel and cache-friendly (rows, then
 * whole rows at a time down the columns). Windows are clipped at the borders, and an optional
 * mask restricts which pixels count, so local means ignore what is not skin.
 */
import type { Mask, Plane } from './plane';
import { scratchFloat32 } from './scratch';

/** Sums of `values` over the (2r + 1)² window around each pixel, clipped to the image. */
export function boxSum(values: Float32Array, w: number, h: number, r: number): Float32Array {
  const rows = scratchFloat32('box-rows', w * h);
  for (let y = 0; y < h; y += 1) {
    const o = y * w;
    let acc = 0;
    for (let x = 0; x < Math.min(r, w); x += 1) acc += values[o + x]!;
    for (let x = 0; x < w; x += 1) {
      if (x + r < w) acc += values[o + x + r]!;
      if (x - r - 1 >= 0) acc -= values[o + x - r - 1]!;
      rows[o + x] = acc;
    }
  }
  const out = new Float32Array(w * h);
  const acc = new Float64Array(w);
  for (let y = 0; y < Math.min(r, h); y += 1)
    for (let x = 0; x < w; x += 1) acc[x] = acc[x]! + rows[y * w + x]!;
  for (let y = 0; y < h; y += 1) {
    const add = y + r < h ? (y + r) * w : -1;
    const sub = y - r - 1 >= 0 ? (y - r - 1) * w : -1;
    const o = y * w;
    for (let x = 0; x < w; x += 1) {
      let a = acc[x]!;
      if (add >= 0) a += rows[add + x]!;
      if (sub >= 0) a -= rows[sub + x]!;
      acc[x] = a;
      out[o + x] = a;
    }
  }
  return out;
}

export interface LocalStats {
  mean: Plane;
  std: Plane;
}

/**
 * Mean and standard deviation over the (2r + 1)² window around each pixel, counting only the
 * pixels of `mask` when given (windows with none of them get mean 0, σ 0).
 */
export function localMeanStd(src: Plane, radius: number, mask?: Mask): LocalStats {
  const { width: w, height: h, data } = src;
  const n = w * h;
  const v = new Float32Array(n);
  const v2 = new Float32Array(n);
  const c = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    const keep = !mask || mask.data[i]! !== 0;
    const x = keep ? data[i]! : 0;
    v[i] = x;
    v2[i] = x * x;
    c[i] = keep ? 1 : 0;
  }
  const s1 = boxSum(v, w, h, radius);
  const s2 = boxSum(v2, w, h, radius);
  const count = boxSum(c, w, h, radius);
  const mean = new Float32Array(n);
  const std = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    const k = count[i]!;
    if (k < 0.5) continue;
    const m = s1[i]! / k;
    const variance = s2[i]! / k - m * m;
    mean[i] = m;
    std[i] = variance > 0 ? Math.sqrt(variance) : 0;
  }
  return { mean: { width: w, height: h, data: mean }, std: { width: w, height: h, data: std } };
}

/** Local mean over the (2r + 1)² window (unmasked, clipped at the borders). */
export function boxMean(src: Plane, radius: number): Plane {
  const { width: w, height: h } = src;
  const sums = boxSum(src.data, w, h, radius);
  for (let y = 0; y < h; y += 1) {
    const ny = Math.min(h - 1, y + radius) - Math.max(0, y - radius) + 1;
    for (let x = 0; x < w; x += 1) {
      const nx = Math.min(w - 1, x + radius) - Math.max(0, x - radius) + 1;
      sums[y * w + x] = sums[y * w + x]! / (nx * ny);
    }
  }
  return { width: w, height: h, data: sums };
}

/** Mean over the (2r + 1)² window of only the pixels marked in `mask` (0 where none are). */
export function maskedBoxMean(src: Plane, radius: number, mask: Mask): Plane {
  const { width: w, height: h } = src;
  const values = new Float32Array(w * h);
  const counts = new Float32Array(w * h);
  for (let i = 0; i < values.length; i += 1) {
    const keep = mask.data[i]! !== 0 ? 1 : 0;
    values[i] = keep * src.data[i]!;
    counts[i] = keep;
  }
  const sums = boxSum(values, w, h, radius);
  const n = boxSum(counts, w, h, radius);
  for (let i = 0; i < sums.length; i += 1) sums[i] = n[i]! > 0.5 ? sums[i]! / n[i]! : 0;
  return { width: w, height: h, data: sums };
}
