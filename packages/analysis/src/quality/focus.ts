/**
 * Focus (对焦不清), judged on the skin's texture rather than on whatever else the photo holds
 * (issue 18 #1/#4). The measure is the share of fine detail: the variance of the Laplacian of
 * L* smoothed at σ 1 half px (2 px) over that at σ ≈ 3 px (the quarter grid, σ 0.7). Defocus
 * removes fine detail first, whatever the tone or exposure. Two things used to fool it:
 *
 * - Spots are large and smooth: they add coarse energy only, so 10 spots made a sharp photo
 *   "blurry". The ratio is taken over the quieter half of 8×6 tiles (the least coarse energy):
 *   plain skin texture, which every patch has, not the spots, hairs or lines a few tiles hold.
 * - Noise is fine detail: pure noise, or noise on a blurred photo, looked sharp. The camera's
 *   noise variance (Immerkær 1996, from a Laplacian-difference mask that cancels smooth
 *   structure) times each filter's noise gain is taken off both variances first. A photo whose
 *   texture is not clearly above its noise gives no evidence either way (`share` null): the
 *   other photo of the pair, taken through the same optics, carries the verdict.
 */
import { gaussianBlur, gaussianKernel } from '../kernels/gaussian';
import type { Plane } from '../kernels/plane';
import { downsample2 } from '../kernels/resample';

/** Tiles over the judged area: 8×6 (32 half px square for a 1024×768 photo). */
const TILES_X = 8;
const TILES_Y = 6;
const FINE_SIGMA = 1;
const COARSE_SIGMA = 0.7;

export interface Focus {
  /** Fine-detail share of the texture tiles, noise taken off; null when texture ≈ noise. */
  share: number | null;
  /** Coarse-band texture variance over the noise's (signal-to-noise ratio of the evidence). */
  snr: number;
  /** Camera noise, σ in L* units. */
  noise: number;
}

/**
 * Σk² of the Laplacian of a Gaussian-smoothed plane: the output variance for unit white noise
 * (the 5-point Laplacian applied to the separable kernel, as laplacianVariance does).
 */
function noiseGain(sigma: number): number {
  const g = gaussianKernel(sigma);
  const r = (g.length - 1) >> 1;
  const k = (x: number, y: number) =>
    Math.abs(x) <= r && Math.abs(y) <= r ? g[x + r]! * g[y + r]! : 0;
  let sum = 0;
  for (let y = -r - 1; y <= r + 1; y += 1)
    for (let x = -r - 1; x <= r + 1; x += 1) {
      const v = k(x - 1, y) + k(x + 1, y) + k(x, y - 1) + k(x, y + 1) - 4 * k(x, y);
      sum += v * v;
    }
  return sum;
}

/** Fine band on the plane; coarse band after the 2×2 mean, which quarters white noise's variance. */
const FINE_GAIN = noiseGain(FINE_SIGMA);
const COARSE_GAIN = noiseGain(COARSE_SIGMA) / 4;

/** Noise σ of a plane (Immerkær 1996, "Fast noise variance estimation"). */
function noiseSigma(src: Plane): number {
  const { width: w, height: h, data: d } = src;
  let sum = 0;
  for (let y = 1; y < h - 1; y += 1)
    for (let x = 1; x < w - 1; x += 1) {
      const i = y * w + x;
      sum += Math.abs(
        d[i - w - 1]! -
          2 * d[i - w]! +
          d[i - w + 1]! -
          2 * d[i - 1]! +
          4 * d[i]! -
          2 * d[i + 1]! +
          d[i + w - 1]! -
          2 * d[i + w]! +
          d[i + w + 1]!,
      );
    }
  return (Math.sqrt(Math.PI / 2) * sum) / (6 * Math.max(1, (w - 2) * (h - 2)));
}

/** Variance of the 5-point Laplacian within each of TILES_X × TILES_Y tiles (border px left out). */
function tileLaplacianVariances(src: Plane): Float64Array {
  const { width: w, height: h, data: s } = src;
  const out = new Float64Array(TILES_X * TILES_Y);
  for (let ty = 0; ty < TILES_Y; ty += 1) {
    const y0 = Math.max(1, Math.floor((ty * h) / TILES_Y));
    const y1 = Math.min(h - 1, Math.floor(((ty + 1) * h) / TILES_Y));
    for (let tx = 0; tx < TILES_X; tx += 1) {
      const x0 = Math.max(1, Math.floor((tx * w) / TILES_X));
      const x1 = Math.min(w - 1, Math.floor(((tx + 1) * w) / TILES_X));
      let sum = 0;
      let sum2 = 0;
      for (let y = y0; y < y1; y += 1)
        for (let x = x0; x < x1; x += 1) {
          const i = y * w + x;
          const v = s[i - 1]! + s[i + 1]! + s[i - w]! + s[i + w]! - 4 * s[i]!;
          sum += v;
          sum2 += v * v;
        }
      const n = Math.max(1, (y1 - y0) * (x1 - x0));
      out[ty * TILES_X + tx] = sum2 / n - (sum / n) ** 2;
    }
  }
  return out;
}

/** Focus evidence of an L* plane (the central crop of the half grid, photo-quality.ts). */
export function focusOf(lightness: Plane, minSnr: number): Focus {
  const fine = tileLaplacianVariances(gaussianBlur(lightness, FINE_SIGMA));
  const coarse = tileLaplacianVariances(gaussianBlur(downsample2(lightness), COARSE_SIGMA));
  const noise = noiseSigma(lightness);
  // The quieter half of the tiles by coarse energy: texture, not spots.
  const order = Array.from(coarse.keys()).sort((a, b) => coarse[a]! - coarse[b]! || a - b);
  const quiet = order.slice(0, order.length >> 1);
  const mean = (v: Float64Array) => quiet.reduce((sum, i) => sum + v[i]!, 0) / quiet.length;
  const variance = noise * noise;
  const coarseSignal = mean(coarse) - variance * COARSE_GAIN;
  const fineSignal = Math.max(0, mean(fine) - variance * FINE_GAIN);
  const snr = variance > 0 ? coarseSignal / (variance * COARSE_GAIN) : Infinity;
  const share = snr >= minSnr && coarseSignal > 0 ? fineSignal / coarseSignal : null;
  return { share, snr, noise };
}
