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
function boxSum(
  values: Float32Array,
  w: number,
  h: number,
  r: number,
  across?: Int32Array,
): Float32Array {
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
    if (across) {
      // boxMean: the row's sums, as stored in single precision, over the window's count.
      const ny = Math.min(h - 1, y + r) - Math.max(0, y - r) + 1;
      for (let x = 0; x < w; x += 1) out[o + x] = out[o + x]! / (across[x]! * ny);
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

/**
 * Local mean over the (2r + 1)² window (unmasked, clipped at the borders). Each row of sums is
 * divided by its windows' pixel counts (`across` × rows) right after it is written, while it is
 * in the cache, not in a second pass over the plane: the same single-precision sums divided by
 * the same integer counts.
 */
export function boxMean(src: Plane, radius: number): Plane {
  const { width: w, height: h } = src;
  const across = scratchInt32('box-mean-nx', w);
  for (let x = 0; x < w; x += 1)
    across[x] = Math.min(w - 1, x + radius) - Math.max(0, x - radius) + 1;
  const sums = boxSum(src.data, w, h, radius, across);
  return { width: w, height: h, data: sums };
}

/**
 * Mean over the (2r + 1)² window of only the pixels marked in `mask` (0 where none are).
 *
 * One fused pass for the masked sums and the counts, instead of writing a masked-values plane
 * and a counts plane and box-summing each: every accumulator sees the same additions in the
 * same order as `boxSum` would give it (row sums in a double, rounded to single precision when
 * stored; column sums in doubles, rounded when read out), so the means are the same to the bit.
 * A masked-out pixel adds 0 where `boxSum` added keep · v = ±0: the same sum.
 */
export function maskedBoxMean(src: Plane, radius: number, mask: Mask): Plane {
  const { width: w, height: h, data: v } = src;
  const m = mask.data;
  const r = radius;
  const sumRows = scratchFloat32('box-rows', w * h);
  const countRows = scratchFloat32('box-count-rows', w * h);
  const gainEnd = Math.max(0, w - r);
  const loseStart = Math.min(w, r + 1);
  const p1 = Math.min(gainEnd, loseStart);
  const p2 = Math.max(gainEnd, loseStart);
  const both = gainEnd > loseStart;
  for (let y = 0; y < h; y += 1) {
    const o = y * w;
    let s = 0;
    let c = 0;
    for (let x = 0; x < Math.min(r, w); x += 1) {
      const keep = m[o + x]! !== 0;
      s += keep ? v[o + x]! : 0;
      c += keep ? 1 : 0;
    }
    let x = 0;
    for (; x < p1; x += 1) {
      const keep = m[o + x + r]! !== 0;
      sumRows[o + x] = s += keep ? v[o + x + r]! : 0;
      countRows[o + x] = c += keep ? 1 : 0;
    }
    if (both)
      for (; x < p2; x += 1) {
        const gain = m[o + x + r]! !== 0;
        const lose = m[o + x - r - 1]! !== 0;
        s += gain ? v[o + x + r]! : 0;
        s -= lose ? v[o + x - r - 1]! : 0;
        c += gain ? 1 : 0;
        c -= lose ? 1 : 0;
        sumRows[o + x] = s;
        countRows[o + x] = c;
      }
    else
      for (; x < p2; x += 1) {
        sumRows[o + x] = s;
        countRows[o + x] = c;
      }
    for (; x < w; x += 1) {
      const lose = m[o + x - r - 1]! !== 0;
      sumRows[o + x] = s -= lose ? v[o + x - r - 1]! : 0;
      countRows[o + x] = c -= lose ? 1 : 0;
    }
  }
  const out = overwrittenFloat32(w * h);
  const sums = scratchFloat64('box-columns', w);
  const counts = scratchFloat64('box-count-columns', w);
  sums.fill(0);
  counts.fill(0);
  for (let y = 0; y < Math.min(r, h); y += 1)
    for (let x = 0; x < w; x += 1) {
      sums[x] = sums[x]! + sumRows[y * w + x]!;
      counts[x] = counts[x]! + countRows[y * w + x]!;
    }
  const f = Math.fround;
  for (let y = 0; y < h; y += 1) {
    const add = y + r < h ? (y + r) * w : -1;
    const sub = y - r - 1 >= 0 ? (y - r - 1) * w : -1;
    const o = y * w;
    for (let x = 0; x < w; x += 1) {
      // The order of boxSum's branches: add, then subtract (a + b − c in one expression).
      let sum = sums[x]!;
      let count = counts[x]!;
      if (add >= 0 && sub >= 0) {
        sum = sum + sumRows[add + x]! - sumRows[sub + x]!;
        count = count + countRows[add + x]! - countRows[sub + x]!;
      } else if (add >= 0) {
        sum = sum + sumRows[add + x]!;
        count = count + countRows[add + x]!;
      } else if (sub >= 0) {
        sum = sum - sumRows[sub + x]!;
        count = count - countRows[sub + x]!;
      }
      sums[x] = sum;
      counts[x] = count;
      const n = f(count);
      out[o + x] = n > 0.5 ? f(sum) / n : 0;
    }
  }
  return { width: w, height: h, data: out };
}
