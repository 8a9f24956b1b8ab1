/**
 * Separable Gaussian blur with replicated borders. Rows are convolved per pixel; columns are
 * accumulated row by row (out_row += k · src_row) so the inner loop walks memory in order.
 */
import type { Plane } from './plane';

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

function convolveRows(src: Plane, kernel: Float32Array, out: Float32Array): void {
  const { width: w, height: h, data: s } = src;
  const r = (kernel.length - 1) >> 1;
  for (let y = 0; y < h; y += 1) {
    const o = y * w;
    for (let x = 0; x < w; x += 1) {
      let acc = 0;
      if (x >= r && x < w - r) {
        const base = o + x - r;
        for (let k = 0; k < kernel.length; k += 1) acc += kernel[k]! * s[base + k]!;
      } else {
        for (let k = -r; k <= r; k += 1) {
          const xx = x + k < 0 ? 0 : x + k >= w ? w - 1 : x + k;
          acc += kernel[k + r]! * s[o + xx]!;
        }
      }
      out[o + x] = acc;
    }
  }
}

function convolveColumns(src: Float32Array, w: number, h: number, kernel: Float32Array, out: Float32Array): void {
  const r = (kernel.length - 1) >> 1;
  out.fill(0);
  for (let y = 0; y < h; y += 1) {
    const o = y * w;
    for (let k = -r; k <= r; k += 1) {
      const yy = y + k < 0 ? 0 : y + k >= h ? h - 1 : y + k;
      const weight = kernel[k + r]!;
      const s = yy * w;
      for (let x = 0; x < w; x += 1) out[o + x] = out[o + x]! + weight * src[s + x]!;
    }
  }
}

/** Gaussian blur of standard deviation `sigma` pixels. */
export function gaussianBlur(src: Plane, sigma: number): Plane {
  const kernel = gaussianKernel(sigma);
  const tmp = new Float32Array(src.data.length);
  const out = new Float32Array(src.data.length);
  convolveRows(src, kernel, tmp);
  convolveColumns(tmp, src.width, src.height, kernel, out);
  return { width: src.width, height: src.height, data: out };
}
