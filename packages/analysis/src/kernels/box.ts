/**
 * Box (moving-average) filters by running sums: O(1) per pixel and cache-friendly (rows, then
 * whole rows at a time down the columns). Windows are clipped at the borders, and an optional
 * mask restricts which pixels count, so local means ignore what is not skin.
 */
import { newFloat32, overwrittenFloat32 } from './arena';
import type { Mask, Plane } from './plane';
import { scratchFloat32, scratchFloat64, scratchInt32 } from './scratch';

/**
 * Sums of `values` over the (2r + 1)² window around each pixel, clipped to the image. The
 * loops are split where the window meets the borders, so the inner loops carry no tests; the
 * additions are the same, in the same order, as with the tests.
 */
function boxSum(values: Float32Array, w: number, h: number, r: number): Float32Array {
  const rows = scratchFloat32('box-rows', w * h);
  // Along a row the window [x − r, x + r] gains pixel x + r while x < w − r and loses
  // x − r − 1 from x = r + 1 on; between the two limits it does both or neither.
  const gainEnd = Math.max(0, w - r);
  const loseStart = Math.min(w, r + 1);
  const p1 = Math.min(gainEnd, loseStart);
  const p2 = Math.max(gainEnd, loseStart);
  const both = gainEnd > loseStart;
  for (let y = 0; y < h; y += 1) {
    const o = y * w;
    let acc = 0;
    for (let x = 0; x < Math.min(r, w); x += 1) acc += values[o + x]!;
    let x = 0;
    for (; x < p1; x += 1) rows[o + x] = acc += values[o + x + r]!;
    if (both)
      for (; x < p2; x += 1) {
        acc += values[o + x + r]!;
        acc -= values[o + x - r - 1]!;
        rows[o + x] = acc;
      }
    else for (; x < p2; x += 1) rows[o + x] = acc;
    for (; x < w; x += 1) rows[o + x] = acc -= values[o + x - r - 1]!;
  }
  const out = overwrittenFloat32(w * h);
  const acc = scratchFloat64('box-columns', w);
  acc.fill(0);
  for (let y = 0; y < Math.min(r, h); y += 1)
    for (let x = 0; x < w; x += 1) acc[x] = acc[x]! + rows[y * w + x]!;
  for (let y = 0; y < h; y += 1) {
    const add = y + r < h ? (y + r) * w : -1;
    const sub = y - r - 1 >= 0 ? (y - r - 1) * w : -1;
    const o = y * w;
    if (add >= 0 && sub >= 0)
      for (let x = 0; x < w; x += 1)
        out[o + x] = acc[x] = acc[x]! + rows[add + x]! - rows[sub + x]!;
    else if (add >= 0)
      for (let x = 0; x < w; x += 1) out[o + x] = acc[x] = acc[x]! + rows[add + x]!;
    else if (sub >= 0)
      for (let x = 0; x < w; x += 1) out[o + x] = acc[x] = acc[x]! - rows[sub + x]!;
    else for (let x = 0; x < w; x += 1) out[o + x] = acc[x]!;
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
  const v = overwrittenFloat32(n);
  const v2 = overwrittenFloat32(n);
  const c = overwrittenFloat32(n);
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
  const mean = newFloat32(n);
  const std = newFloat32(n);
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
  const across = scratchInt32('box-mean-nx', w);
  for (let x = 0; x < w; x += 1)
    across[x] = Math.min(w - 1, x + radius) - Math.max(0, x - radius) + 1;
  for (let y = 0; y < h; y += 1) {
    const ny = Math.min(h - 1, y + radius) - Math.max(0, y - radius) + 1;
    const o = y * w;
    for (let x = 0; x < w; x += 1) sums[o + x] = sums[o + x]! / (across[x]! * ny);
  }
  return { width: w, height: h, data: sums };
}

/** Mean over the (2r + 1)² window of only the pixels marked in `mask` (0 where none are). */
export function maskedBoxMean(src: Plane, radius: number, mask: Mask): Plane {
  const { width: w, height: h } = src;
  const values = overwrittenFloat32(w * h);
  const counts = overwrittenFloat32(w * h);
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
