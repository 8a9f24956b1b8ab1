/**
 * Multi-scale Hessian ridge filter after Frangi et al. 1998 ("Multiscale vessel enhancement
 * filtering", MICCAI), in the 2-D form of scikit-image `filters/ridges.py` (ideas only):
 * scale-normalised second derivatives σ²·H of the Gaussian-smoothed image, eigenvalues sorted
 * by magnitude |λ1| ≤ |λ2|, vesselness V = exp(−Rb²/2β²)·(1 − exp(−S²/2c²)) with Rb = λ1/λ2,
 * S² = λ1² + λ2². Dark ridges (lines, furrows) have λ2 > 0; bright ridges (vessels in an
 * erythema map) have λ2 < 0. `c` is absolute (not scikit's "half the maximum S") so that a
 * response means the same thing on every image.
 */
import { gaussianBlur } from './gaussian';
import type { Plane } from './plane';

export type RidgePolarity = 'dark' | 'bright';

export interface RidgeOptions {
  sigmas: readonly number[];
  beta: number;
  c: number;
  polarity: RidgePolarity;
}

export interface RidgeResult {
  /** Vesselness in [0, 1), maximum over scales. */
  response: Plane;
  /** Unit vector across the ridge (direction of λ2) at the winning scale. */
  nx: Float32Array;
  ny: Float32Array;
  /** Index into `sigmas` of the winning scale. */
  scale: Uint8Array;
}

export interface HessianEigen {
  /** Smaller-magnitude eigenvalue (along the ridge). */
  l1: number;
  /** Larger-magnitude eigenvalue (across the ridge). */
  l2: number;
  /** Unit eigenvector of l2. */
  vx: number;
  vy: number;
}

/** Eigen-decomposition of the symmetric 2×2 matrix [[dxx, dxy], [dxy, dyy]]. */
export function hessianEigen(dxx: number, dxy: number, dyy: number): HessianEigen {
  const trace = dxx + dyy;
  const root = Math.sqrt((dxx - dyy) * (dxx - dyy) + 4 * dxy * dxy);
  const mu1 = 0.5 * (trace + root);
  const mu2 = 0.5 * (trace - root);
  const l2 = trace >= 0 ? mu1 : mu2;
  const l1 = trace >= 0 ? mu2 : mu1;
  // Two algebraically equal eigenvector forms; the longer one is numerically safer.
  let vx = dxy;
  let vy = l2 - dxx;
  const ax = l2 - dyy;
  const ay = dxy;
  if (ax * ax + ay * ay > vx * vx + vy * vy) {
    vx = ax;
    vy = ay;
  }
  const norm = Math.hypot(vx, vy);
  if (norm > 0) return { l1, l2, vx: vx / norm, vy: vy / norm };
  return { l1, l2, vx: 1, vy: 0 };
}

function scaleResponse(
  src: Plane,
  sigma: number,
  opts: RidgeOptions,
  result: RidgeResult,
  index: number,
): void {
  const { width: w, height: h } = src;
  const s = gaussianBlur(src, sigma).data;
  const norm = sigma * sigma;
  const twoBeta2 = 2 * opts.beta * opts.beta;
  const twoC2 = 2 * opts.c * opts.c;
  const sign = opts.polarity === 'dark' ? 1 : -1;
  const out = result.response.data;
  for (let y = 1; y < h - 1; y += 1) {
    for (let x = 1; x < w - 1; x += 1) {
      const i = y * w + x;
      const c = s[i]!;
      const dxx = norm * (s[i - 1]! - 2 * c + s[i + 1]!);
      const dyy = norm * (s[i - w]! - 2 * c + s[i + w]!);
      const dxy = norm * 0.25 * (s[i + w + 1]! - s[i + w - 1]! - s[i - w + 1]! + s[i - w - 1]!);
      const e = hessianEigen(dxx, dxy, dyy);
      if (sign * e.l2 <= 0) continue;
      const rb = e.l1 / e.l2;
      const s2 = e.l1 * e.l1 + e.l2 * e.l2;
      const v = Math.exp((-rb * rb) / twoBeta2) * (1 - Math.exp(-s2 / twoC2));
      if (v > out[i]!) {
        out[i] = v;
        result.nx[i] = e.vx;
        result.ny[i] = e.vy;
        result.scale[i] = index;
      }
    }
  }
}

/** Frangi vesselness over several scales (pixels of the 1-pixel border are 0). */
export function frangi(src: Plane, opts: RidgeOptions): RidgeResult {
  const n = src.data.length;
  const result: RidgeResult = {
    response: { width: src.width, height: src.height, data: new Float32Array(n) },
    nx: new Float32Array(n),
    ny: new Float32Array(n),
    scale: new Uint8Array(n),
  };
  opts.sigmas.forEach((sigma, index) => scaleResponse(src, sigma, opts, result, index));
  return result;
}
