/**
 * Half-resolution grids. A half-resolution pixel (u, v) is the mean of full-resolution pixels
 * (2u..2u+1, 2v..2v+1), so its centre sits at full-resolution coordinate (2u + 0.5, 2v + 0.5).
 * An odd last row or column is dropped. With even sizes, rotating or flipping commutes with
 * these functions, which keeps the engine's scores orientation-free (accuracy suite).
 */
import type { Mask, Plane } from './plane';

/** 2×2 box mean. */
export function downsample2(src: Plane): Plane {
  const w = src.width >> 1;
  const h = src.height >> 1;
  const out = new Float32Array(w * h);
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
  const out = new Uint8Array(w * h);
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

/** Nearest-neighbour ×2 onto a full grid of width × height (edge rows/columns repeat). */
export function upsampleMask2(src: Mask, width: number, height: number): Mask {
  const out = new Uint8Array(width * height);
  const sw = src.width;
  const maxU = sw - 1;
  const maxV = src.height - 1;
  for (let y = 0; y < height; y += 1) {
    const row = Math.min(maxV, y >> 1) * sw;
    const o = y * width;
    for (let x = 0; x < width; x += 1) out[o + x] = src.data[row + Math.min(maxU, x >> 1)]!;
  }
  return { width, height, data: out };
}

/**
 * Bilinear value of a half-resolution plane at full-resolution pixel (x, y); half-resolution
 * coordinate u = (x − 0.5) / 2, clamped to the grid.
 */
export function sampleHalfAt(src: Plane, x: number, y: number): number {
  const u = Math.min(src.width - 1, Math.max(0, (x - 0.5) / 2));
  const v = Math.min(src.height - 1, Math.max(0, (y - 0.5) / 2));
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
 * Thresholds a bilinearly upsampled half-resolution field on the full grid, only inside the
 * given full-resolution box: segmenting a smooth response at full resolution keeps region
 * areas accurate to a fraction of a pixel at the boundary (spot area target, ANALYSIS.md).
 */
export function thresholdUpsampledBox(
  src: Plane,
  out: Mask,
  box: { x0: number; y0: number; x1: number; y1: number },
  threshold: number,
  value = 1,
): number {
  let marked = 0;
  const x0 = Math.max(0, box.x0);
  const y0 = Math.max(0, box.y0);
  const x1 = Math.min(out.width - 1, box.x1);
  const y1 = Math.min(out.height - 1, box.y1);
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      if (sampleHalfAt(src, x, y) >= threshold) {
        if (out.data[y * out.width + x] === 0) marked += 1;
        out.data[y * out.width + x] = value;
      }
    }
  }
  return marked;
}
