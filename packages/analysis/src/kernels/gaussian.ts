/**
 * Separable Gaussian blur with replicated borders. Rows are convolved per pixel; columns are
 * accumulated row by row (out_row += k · src_row) so the inner loop walks memory in order.
 * On this project's 2-core machine a 512×384 plane takes ≈ 5 ms at σ = 1 and ≈ 9 ms at σ = 2.
 */
import { overwrittenFloat32 } from './arena';
import type { Plane } from './plane';
import { scratchFloat32 } from './scratch';

/** Normalised 1-D kernel of radius ⌈3σ⌉ (3σ keeps 99.7 % of the mass). */
export function gaussianKernel(sigma: number): Float32Array {
  if (!(sigma > 0)) throw new RangeError('sigma must be positive');
  const radius = Math.max(1, Math.ceil(3 * sigma));
  const kernel = new Float32Array(2 * radius + 1);
  let sum = 0;
  for (let i = -radius; i <= radius; i += 1) {
    const v = Math.exp((-i * i) / (2 * sigma * sigma));
    kernel[i + radius] = v;
    sum += v;
  }
  for (let i = 0; i < kernel.length; i += 1) kernel[i] = kernel[i]! / sum;
  return kernel;
}

// Both passes fold the symmetric kernel (k_j·(s[−j] + s[+j])), halving the multiplications.
// Radius 3 (σ ≤ 1, every blur of the analysis itself) and radius 2 (σ ≤ 2/3: the phantom
// camera's optics) have their taps unrolled in the interior: the same sums in the same order,
// about twice as fast as the loop over taps.
function convolveRows(src: Plane, kernel: Float32Array, out: Float32Array): void {
  const { width: w, height: h, data: s } = src;
  const r = (kernel.length - 1) >> 1;
  const k0 = kernel[r]!;
  const k1 = kernel[r + 1]!;
  const k2 = kernel[r + 2] ?? 0;
  const k3 = kernel[r + 3] ?? 0;
  const lo = Math.min(r, w);
  const hi = Math.max(lo, w - r);
  for (let y = 0; y < h; y += 1) {
    const o = y * w;
    for (let x = 0; x < lo; x += 1) out[o + x] = clampedRowTap(s, o, w, x, kernel, r);
    if (r === 3 && hi > lo) {
      // The seven taps slide along the row in locals: one load per output instead of seven.
      let a3 = s[o + lo - 3]!, a2 = s[o + lo - 2]!, a1 = s[o + lo - 1]!, m = s[o + lo]!; // prettier-ignore
      let b1 = s[o + lo + 1]!, b2 = s[o + lo + 2]!; // prettier-ignore
      for (let c = o + lo; c < o + hi; c += 1) {
        const b3 = s[c + 3]!;
        out[c] = k0 * m + k1 * (a1 + b1) + k2 * (a2 + b2) + k3 * (a3 + b3);
        a3 = a2;
        a2 = a1;
        a1 = m;
        m = b1;
        b1 = b2;
        b2 = b3;
      }
    } else if (r === 2 && hi > lo) {
      let a2 = s[o + lo - 2]!, a1 = s[o + lo - 1]!, m = s[o + lo]!, b1 = s[o + lo + 1]!; // prettier-ignore
      for (let c = o + lo; c < o + hi; c += 1) {
        const b2 = s[c + 2]!;
        out[c] = k0 * m + k1 * (a1 + b1) + k2 * (a2 + b2);
        a2 = a1;
        a1 = m;
        m = b1;
        b1 = b2;
      }
    } else {
      for (let c = o + lo; c < o + hi; c += 1) {
        let acc = k0 * s[c]!;
        for (let j = 1; j <= r; j += 1) acc += kernel[r + j]! * (s[c - j]! + s[c + j]!);
        out[c] = acc;
      }
    }
    for (let x = hi; x < w; x += 1) out[o + x] = clampedRowTap(s, o, w, x, kernel, r);
  }
}

/** One output of the row pass near the ends of the row, where taps are replicated borders. */
function clampedRowTap(
  s: Float32Array,
  o: number,
  w: number,
  x: number,
  kernel: Float32Array,
  r: number,
): number {
  let acc = 0;
  for (let j = -r; j <= r; j += 1) {
    const xx = x + j < 0 ? 0 : x + j >= w ? w - 1 : x + j;
    acc += kernel[j + r]! * s[o + xx]!;
  }
  return acc;
}

/**
 * Column pass. Each output is accumulated in single precision tap by tap (Math.fround), exactly
 * as when whole rows are added into the output one tap at a time, so results do not depend on
 * the path taken.
 */
function convolveColumns(
  s: Float32Array,
  w: number,
  h: number,
  kernel: Float32Array,
  out: Float32Array,
): void {
  const r = (kernel.length - 1) >> 1;
  const k0 = kernel[r]!;
  const k1 = kernel[r + 1]!;
  const k2 = kernel[r + 2] ?? 0;
  const k3 = kernel[r + 3] ?? 0;
  const f = Math.fround;
  for (let y = 0; y < h; y += 1) {
    const o = y * w;
    if (y >= r && y < h - r) {
      if (r === 3 && y + 1 < h - r) {
        // Two output rows at a time: they read 8 source rows between them instead of 14, and
        // reads are most of this loop's cost (≈ 35 % faster; each output's sums unchanged).
        const m3 = o - 3 * w, m2 = o - 2 * w, m1 = o - w, p1 = o + w, p2 = o + 2 * w, p3 = o + 3 * w, p4 = o + 4 * w; // prettier-ignore
        for (let x = 0; x < w; x += 1) {
          const v3 = s[m3 + x]!, v2 = s[m2 + x]!, v1 = s[m1 + x]!, c = s[o + x]!; // prettier-ignore
          const u1 = s[p1 + x]!, u2 = s[p2 + x]!, u3 = s[p3 + x]!, u4 = s[p4 + x]!; // prettier-ignore
          out[o + x] = f(f(f(k0 * c) + k1 * (v1 + u1)) + k2 * (v2 + u2)) + k3 * (v3 + u3);
          out[p1 + x] = f(f(f(k0 * u1) + k1 * (c + u2)) + k2 * (v1 + u3)) + k3 * (v2 + u4);
        }
        y += 1;
        continue;
      }
      if (r === 3) {
        const a1 = o - w, b1 = o + w, a2 = o - 2 * w, b2 = o + 2 * w, a3 = o - 3 * w, b3 = o + 3 * w; // prettier-ignore
        for (let x = 0; x < w; x += 1)
          out[o + x] = f(f(f(k0 * s[o + x]!) + k1 * (s[a1 + x]! + s[b1 + x]!)) + k2 * (s[a2 + x]! + s[b2 + x]!)) + k3 * (s[a3 + x]! + s[b3 + x]!); // prettier-ignore
        continue;
      }
      if (r === 2) {
        const a1 = o - w, b1 = o + w, a2 = o - 2 * w, b2 = o + 2 * w; // prettier-ignore
        for (let x = 0; x < w; x += 1)
          out[o + x] = f(f(k0 * s[o + x]!) + k1 * (s[a1 + x]! + s[b1 + x]!)) + k2 * (s[a2 + x]! + s[b2 + x]!); // prettier-ignore
        continue;
      }
      for (let x = 0; x < w; x += 1) out[o + x] = k0 * s[o + x]!;
      for (let j = 1; j <= r; j += 1) {
        const kj = kernel[r + j]!;
        const above = o - j * w;
        const below = o + j * w;
        for (let x = 0; x < w; x += 1)
          out[o + x] = out[o + x]! + kj * (s[above + x]! + s[below + x]!);
      }
    } else {
      for (let x = 0; x < w; x += 1) out[o + x] = 0;
      for (let j = -r; j <= r; j += 1) {
        const yy = y + j < 0 ? 0 : y + j >= h ? h - 1 : y + j;
        const kj = kernel[j + r]!;
        const row = yy * w;
        for (let x = 0; x < w; x += 1) out[o + x] = out[o + x]! + kj * s[row + x]!;
      }
    }
  }
}

/** Gaussian blur of standard deviation `sigma` pixels. */
export function gaussianBlur(src: Plane, sigma: number): Plane {
  const kernel = gaussianKernel(sigma);
  const tmp = scratchFloat32('gaussian', src.data.length);
  const out = overwrittenFloat32(src.data.length);
  convolveRows(src, kernel, tmp);
  convolveColumns(tmp, src.width, src.height, kernel, out);
  return { width: src.width, height: src.height, data: out };
}
