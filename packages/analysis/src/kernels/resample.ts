/**
 * Coarser grids. A pixel (u, v) of the grid at factor f (2 = half, 4 = quarter resolution) is
 * the mean of full-resolution pixels (f·u .. f·u + f − 1, same for v), so its centre sits at
 * full-resolution coordinate f·u + (f − 1)/2. Trailing rows or columns that do not fill a cell
 * are dropped. With sizes divisible by f, rotating or flipping commutes with these functions,
 * which keeps the engine's scores orientation-free (accuracy suite).
 */
import { overwrittenFloat32, overwrittenUint8 } from './arena';
import type { Mask, Plane } from './plane';
import { scratchFloat32, scratchFloat64, scratchInt32 } from './scratch';

/** 2×2 box mean. */
export function downsample2(src: Plane): Plane {
  const w = src.width >> 1;
  const h = src.height >> 1;
  const out = overwrittenFloat32(w * h);
  const s = src.data;
  const sw = src.width;
  for (let y = 0; y < h; y += 1) {
    const r0 = 2 * y * sw;
    const r1 = r0 + sw;
    const o = y * w;
    for (let x = 0; x < w; x += 1) {
      const c = 2 * x;
      out[o + x] = 0.25 * (s[r0 + c]! + s[r0 + c + 1]! + s[r1 + c]! + s[r1 + c + 1]!);
    }
  }
  return { width: w, height: h, data: out };
}

/** A mask marked wherever at least `minCount` of the 2×2 source pixels are marked. */
export function downsampleMask2(src: Mask, minCount = 2): Mask {
  const w = src.width >> 1;
  const h = src.height >> 1;
  const out = overwrittenUint8(w * h);
  const s = src.data;
  const sw = src.width;
  for (let y = 0; y < h; y += 1) {
    const r0 = 2 * y * sw;
    const r1 = r0 + sw;
    for (let x = 0; x < w; x += 1) {
      const c = 2 * x;
      const n =
        (s[r0 + c]! ? 1 : 0) +
        (s[r0 + c + 1]! ? 1 : 0) +
        (s[r1 + c]! ? 1 : 0) +
        (s[r1 + c + 1]! ? 1 : 0);
      out[y * w + x] = n >= minCount ? 1 : 0;
    }
  }
  return { width: w, height: h, data: out };
}

/** Nearest-neighbour ×factor onto a grid of width × height (edge cells repeat to fill it). */
export function upsampleMask(src: Mask, factor: number, width: number, height: number): Mask {
  const out = overwrittenUint8(width * height);
  const sw = src.width;
  const maxU = sw - 1;
  const maxV = src.height - 1;
  const column = Int32Array.from({ length: width }, (_, x) =>
    Math.min(maxU, Math.floor(x / factor)),
  );
  for (let y = 0; y < height; y += 1) {
    const o = y * width;
    if (
      y > 0 &&
      Math.min(maxV, Math.floor(y / factor)) === Math.min(maxV, Math.floor((y - 1) / factor))
    ) {
      out.copyWithin(o, o - width, o);
      continue;
    }
    const row = Math.min(maxV, Math.floor(y / factor)) * sw;
    for (let x = 0; x < width; x += 1) out[o + x] = src.data[row + column[x]!]!;
  }
  return { width, height, data: out };
}

/** `upsampleMask` with factor 2. */
export function upsampleMask2(src: Mask, width: number, height: number): Mask {
  return upsampleMask(src, 2, width, height);
}

/** Bilinear value of a grid at factor f at full-resolution pixel (x, y), clamped to the grid. */
export function sampleAt(src: Plane, factor: number, x: number, y: number): number {
  const half = (factor - 1) / 2;
  const u = Math.min(src.width - 1, Math.max(0, (x - half) / factor));
  const v = Math.min(src.height - 1, Math.max(0, (y - half) / factor));
  const u0 = Math.min(src.width - 2, u | 0);
  const v0 = Math.min(src.height - 2, v | 0);
  const fu = u - u0;
  const fv = v - v0;
  const d = src.data;
  const i = v0 * src.width + u0;
  const top = d[i]! + (d[i + 1]! - d[i]!) * fu;
  const bottom = d[i + src.width]! + (d[i + src.width + 1]! - d[i + src.width]!) * fu;
  return top + (bottom - top) * fv;
}

/**
 * Bilinear ×2 upsampling onto a grid of width × height (the same geometry as `sampleAt` with
 * factor 2), with the column weights computed once and each source row interpolated across
 * once (in double precision, as `sampleAt` does), then shared by the output rows between it
 * and the next: several times faster than sampling.
 */
export function upsample2Bilinear(src: Plane, width: number, height: number): Plane {
  const sw = src.width;
  const sh = src.height;
  const u0 = scratchInt32('upsample-u0', width);
  const fu = scratchFloat32('upsample-fu', width);
  for (let x = 0; x < width; x += 1) {
    const u = Math.min(sw - 1, Math.max(0, (x - 0.5) / 2));
    u0[x] = Math.min(sw - 2, u | 0);
    fu[x] = u - u0[x]!;
  }
  const across = scratchFloat64('upsample-rows', sh * width);
  const d = src.data;
  for (let v = 0; v < sh; v += 1) {
    const row = v * sw;
    const o = v * width;
    for (let x = 0; x < width; x += 1) {
      const k = row + u0[x]!;
      across[o + x] = d[k]! + (d[k + 1]! - d[k]!) * fu[x]!;
    }
  }
  const out = overwrittenFloat32(width * height);
  // Source row above output row y and the weight of the row below it.
  const sourceRow = (y: number) => Math.min(sh - 1, Math.max(0, (y - 0.5) / 2));
  const topOf = (v: number) => Math.min(sh - 2, v | 0);
  for (let y = 0; y < height; y += 1) {
    const v = sourceRow(y);
    const v0 = topOf(v);
    const fv = v - v0;
    const top = v0 * width;
    const bottom = top + width;
    const o = y * width;
    const next = sourceRow(y + 1);
    if (y + 1 < height && topOf(next) === v0) {
      // Rows 2k + 1 and 2k + 2 lie between the same two source rows: one read of each for both.
      const fn = next - v0;
      for (let x = 0; x < width; x += 1) {
        const a = across[top + x]!;
        const d = across[bottom + x]! - a;
        out[o + x] = a + d * fv;
        out[o + width + x] = a + d * fn;
      }
      y += 1;
      continue;
    }
    for (let x = 0; x < width; x += 1) {
      const a = across[top + x]!;
      out[o + x] = a + (across[bottom + x]! - a) * fv;
    }
  }
  return { width, height, data: out };
}
