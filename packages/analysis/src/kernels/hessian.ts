/**
 * Multi-scale Hessian ridge filter after Frangi et al. 1998 ("Multiscale vessel enhancement
 * filtering", MICCAI), in the 2-D form of scikit-image `filters/ridges.py` (ideas only):
 * scale-normalised second derivatives σ²·H of the Gaussian-smoothed image, eigenvalues sorted
 * by magnitude |λ1| ≤ |λ2|, vesselness V = exp(−Rb²/2β²)·(1 − exp(−S²/2c²)) with Rb = λ1/λ2,
 * S² = λ1² + λ2². Dark ridges (lines, furrows) have λ2 > 0; bright ridges (vessels in an
 * erythema map) have λ2 < 0. `c` is absolute (not scikit's "half the maximum S") so that a
 * response means the same thing on every image.
 */
import { newFloat32, newUint8 } from './arena';
import { gaussianBlur } from './gaussian';
import type { Plane } from './plane';
import { upsample2Bilinear } from './resample';

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
  // √(x² + y²) rather than Math.hypot, which is ≈ 10× slower and guards against overflow that
  // image derivatives never reach.
  const norm = Math.sqrt(vx * vx + vy * vy);
  if (norm > 0) return { l1, l2, vx: vx / norm, vy: vy / norm };
  return { l1, l2, vx: 1, vy: 0 };
}

/**
 * A pixel whose Hessian norm S² is below 0.1·2c² responds at most 1 − e^−0.1 < 0.1: below any
 * threshold the engine uses (the lowest, elasticity's hysteresis low, is 0.12), so it is skipped
 * without an eigen-decomposition.
 */
const NEGLIGIBLE = 0.1;

export function createRidgeResult(width: number, height: number): RidgeResult {
  const n = width * height;
  return {
    response: { width, height, data: newFloat32(n) },
    nx: newFloat32(n),
    ny: newFloat32(n),
    scale: newUint8(n),
  };
}

/**
 * Adds one scale to `result` from the image already blurred with σ = `sigma` (so callers can
 * share blurred planes between filters). Pixels whose larger eigenvalue has the wrong sign, or
 * whose Hessian is too weak to respond, are skipped early.
 */
export function addRidgeScale(
  blurred: Plane,
  sigma: number,
  opts: Omit<RidgeOptions, 'sigmas'>,
  result: RidgeResult,
  index: number,
): void {
  const { width: w, height: h, data: s } = blurred;
  const norm = sigma * sigma;
  const twoBeta2 = 2 * opts.beta * opts.beta;
  const twoC2 = 2 * opts.c * opts.c;
  const floor = NEGLIGIBLE * twoC2;
  const sign = opts.polarity === 'dark' ? 1 : -1;
  const out = result.response.data;
  for (let y = 1; y < h - 1; y += 1) {
    for (let x = 1; x < w - 1; x += 1) {
      const i = y * w + x;
      const c = s[i]!;
      const dxx = norm * (s[i - 1]! - 2 * c + s[i + 1]!);
      const dyy = norm * (s[i - w]! - 2 * c + s[i + w]!);
      const dxy = norm * 0.25 * (s[i + w + 1]! - s[i + w - 1]! - s[i - w + 1]! + s[i - w - 1]!);
      const s2 = dxx * dxx + dyy * dyy + 2 * dxy * dxy; // = λ1² + λ2²
      // The larger-magnitude eigenvalue has the sign of the trace. One branch for both tests:
      // the sign alone is a coin toss on noise, and a branch on it would mispredict.
      if ((+(sign * (dxx + dyy) > 0) & +(s2 >= floor)) === 0) continue;
      // Eigenvalues inline (as in hessianEigen) to keep the hot loop free of allocations.
      const trace = dxx + dyy;
      const root = Math.sqrt((dxx - dyy) * (dxx - dyy) + 4 * dxy * dxy);
      const l2 = trace >= 0 ? 0.5 * (trace + root) : 0.5 * (trace - root);
      const l1 = trace - l2;
      const rb = l1 / l2;
      const v = Math.exp((-rb * rb) / twoBeta2) * (1 - Math.exp(-s2 / twoC2));
      if (v <= out[i]!) continue;
      // Eigenvector of l2 as in hessianEigen, from the l2 already at hand.
      let vx = dxy;
      let vy = l2 - dxx;
      const ax = l2 - dyy;
      if (ax * ax + dxy * dxy > vx * vx + vy * vy) {
        vx = ax;
        vy = dxy;
      }
      const length = Math.sqrt(vx * vx + vy * vy);
      out[i] = v;
      result.nx[i] = length > 0 ? vx / length : 1;
      result.ny[i] = length > 0 ? vy / length : 0;
      result.scale[i] = index;
    }
  }
}

/** Frangi vesselness over several scales (pixels of the 1-pixel border are 0). */
export function frangi(src: Plane, opts: RidgeOptions): RidgeResult {
  const result = createRidgeResult(src.width, src.height);
  opts.sigmas.forEach((sigma, index) =>
    addRidgeScale(gaussianBlur(src, sigma), sigma, opts, result, index),
  );
  return result;
}

/**
 * Folds a ridge result computed on the next coarser grid (half the size) into `result`: the
 * response is interpolated bilinearly (so non-maximum suppression still finds one centre line),
 * the direction taken from the nearest coarse pixel.
 */
export function mergeCoarseRidges(result: RidgeResult, coarse: RidgeResult, index: number): void {
  const { width: w, height: h } = result.response;
  const cw = coarse.response.width;
  const ch = coarse.response.height;
  const up = upsample2Bilinear(coarse.response, w, h).data;
  const out = result.response.data;
  for (let y = 0; y < h; y += 1) {
    const crow = Math.min(ch - 1, y >> 1) * cw;
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      if (up[i]! <= out[i]!) continue;
      const nearest = crow + Math.min(cw - 1, x >> 1);
      out[i] = up[i]!;
      result.nx[i] = coarse.nx[nearest]!;
      result.ny[i] = coarse.ny[nearest]!;
      result.scale[i] = index;
    }
  }
}
