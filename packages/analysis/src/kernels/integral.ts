/**
 * Summed-area tables (Crow 1984): any box sum in four lookups whatever the window, for sums
 * over arbitrary rectangles (tiles, regions). Float64 keeps Σx² exact on 1024×768 images.
 * Sliding windows over every pixel use the running sums of box.ts instead.
 */
import { newFloat32, newFloat64 } from './arena';
import type { Mask, Plane } from './plane';

export interface Integral {
  /** (width + 1) × (height + 1); entry (x, y) = sum over [0, x) × [0, y). */
  readonly sum: Float64Array;
  readonly width: number;
  readonly height: number;
}

/** Integral image of the values (or their squares), counting only pixels marked in `mask` when given. */
export function integralImage(
  src: Plane,
  options: { squared?: boolean; mask?: Mask } = {},
): Integral {
  const { width: w, height: h, data } = src;
  const stride = w + 1;
  const sum = newFloat64(stride * (h + 1));
  const m = options.mask?.data;
  for (let y = 0; y < h; y += 1) {
    let row = 0;
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      const v = m && m[i]! === 0 ? 0 : data[i]!;
      row += options.squared ? v * v : v;
      sum[(y + 1) * stride + x + 1] = sum[y * stride + x + 1]! + row;
    }
  }
  return { sum, width: w, height: h };
}

/** Integral image counting the marked pixels of a mask. */
export function integralCount(mask: Mask): Integral {
  const { width: w, height: h, data } = mask;
  const stride = w + 1;
  const sum = newFloat64(stride * (h + 1));
  for (let y = 0; y < h; y += 1) {
    let row = 0;
    for (let x = 0; x < w; x += 1) {
      row += data[y * w + x]! !== 0 ? 1 : 0;
      sum[(y + 1) * stride + x + 1] = sum[y * stride + x + 1]! + row;
    }
  }
  return { sum, width: w, height: h };
}

/** Sum over the inclusive box [x0, x1] × [y0, y1], clipped to the image. */
export function boxSum(ii: Integral, x0: number, y0: number, x1: number, y1: number): number {
  const stride = ii.width + 1;
  const ax = Math.max(0, x0);
  const ay = Math.max(0, y0);
  const bx = Math.min(ii.width - 1, x1) + 1;
  const by = Math.min(ii.height - 1, y1) + 1;
  if (bx <= ax || by <= ay) return 0;
  const s = ii.sum;
  return s[by * stride + bx]! - s[ay * stride + bx]! - s[by * stride + ax]! + s[ay * stride + ax]!;
}

/**
 * Local mean and σ over the (2r + 1)² window of each pixel from summed-area tables of the
 * masked values, their squares and the mask (windows with no marked pixel get 0, 0).
 */
export function integralLocalStats(
  src: Plane,
  radius: number,
  mask: Mask,
): { mean: Plane; std: Plane } {
  const { width: w, height: h } = src;
  const s1 = integralImage(src, { mask });
  const s2 = integralImage(src, { mask, squared: true });
  const count = integralCount(mask);
  const mean = newFloat32(w * h);
  const std = newFloat32(w * h);
  // The same four-lookup box sums as `boxSum`, with the clipped corners found once per pixel
  // for all three tables.
  const stride = w + 1;
  const a = s1.sum;
  const b = s2.sum;
  const c = count.sum;
  for (let y = 0; y < h; y += 1) {
    const top = Math.max(0, y - radius) * stride;
    const bottom = (Math.min(h - 1, y + radius) + 1) * stride;
    for (let x = 0; x < w; x += 1) {
      const left = Math.max(0, x - radius);
      const right = Math.min(w - 1, x + radius) + 1;
      const n = c[bottom + right]! - c[top + right]! - c[bottom + left]! + c[top + left]!;
      if (n < 0.5) continue;
      const m = (a[bottom + right]! - a[top + right]! - a[bottom + left]! + a[top + left]!) / n;
      const sq = b[bottom + right]! - b[top + right]! - b[bottom + left]! + b[top + left]!;
      mean[y * w + x] = m;
      std[y * w + x] = Math.sqrt(Math.max(0, sq / n - m * m));
    }
  }
  return { mean: { width: w, height: h, data: mean }, std: { width: w, height: h, data: std } };
}
