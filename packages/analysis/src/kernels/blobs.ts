/**
 * Laplacian-of-Gaussian blob detection (Lindeberg 1998, "Feature detection with automatic scale
 * selection"): the scale-normalised response −σ²∇²(G_σ * I) peaks at the centre of a bright
 * blob of radius ≈ σ√2; dark blobs use +σ²∇². A blob is a local maximum over its 3×3
 * neighbourhood and the neighbouring scales.
 */
import { newFloat32 } from './arena';
import { gaussianBlur } from './gaussian';
import type { Mask, Plane } from './plane';

export type BlobPolarity = 'dark' | 'bright';

export interface Blob {
  x: number;
  y: number;
  sigma: number;
  /** Scale-normalised LoG response at the maximum (same units as the image). */
  strength: number;
}

/** Scale-normalised LoG response, positive on blobs of the given polarity. */
export function logResponse(src: Plane, sigma: number, polarity: BlobPolarity): Plane {
  return laplacianResponse(gaussianBlur(src, sigma), sigma, polarity);
}

/** The same from an image already blurred with σ = `sigma` (lets callers share the blur). */
export function laplacianResponse(blurred: Plane, sigma: number, polarity: BlobPolarity): Plane {
  const { width: w, height: h } = blurred;
  const s = blurred.data;
  const out = newFloat32(w * h);
  const k = (polarity === 'dark' ? 1 : -1) * sigma * sigma;
  for (let y = 1; y < h - 1; y += 1) {
    for (let x = 1; x < w - 1; x += 1) {
      const i = y * w + x;
      out[i] = k * (s[i - 1]! + s[i + 1]! + s[i - w]! + s[i + w]! - 4 * s[i]!);
    }
  }
  return { width: w, height: h, data: out };
}

function isSpatialMax(r: Float32Array, w: number, i: number, v: number): boolean {
  // Strict against earlier neighbours, ≥ against later ones: one winner on plateaus.
  return (
    v > r[i - w - 1]! &&
    v > r[i - w]! &&
    v > r[i - w + 1]! &&
    v > r[i - 1]! &&
    v >= r[i + 1]! &&
    v >= r[i + w - 1]! &&
    v >= r[i + w]! &&
    v >= r[i + w + 1]!
  );
}

/** Local maxima in space and scale above `threshold`, inside `mask` when given, in scan order. */
export function detectBlobs(
  src: Plane,
  options: { sigmas: readonly number[]; threshold: number; polarity: BlobPolarity; mask?: Mask },
): Blob[] {
  const responses = options.sigmas.map((sigma) => logResponse(src, sigma, options.polarity));
  return blobMaxima(responses, options);
}

/** Blob maxima over precomputed scale-normalised responses (one per sigma). */
export function blobMaxima(
  planes: readonly Plane[],
  options: { sigmas: readonly number[]; threshold: number; mask?: Mask },
): Blob[] {
  const { width: w, height: h } = planes[0]!;
  const responses = planes.map((p) => p.data);
  const blobs: Blob[] = [];
  for (let y = 1; y < h - 1; y += 1) {
    for (let x = 1; x < w - 1; x += 1) {
      const i = y * w + x;
      if (options.mask && options.mask.data[i]! === 0) continue;
      let best = -1;
      let bestValue = options.threshold;
      for (let k = 0; k < responses.length; k += 1) {
        const v = responses[k]![i]!;
        if (v > bestValue) {
          bestValue = v;
          best = k;
        }
      }
      if (best < 0) continue;
      const r = responses[best]!;
      if (!isSpatialMax(r, w, i, bestValue)) continue;
      blobs.push({ x, y, sigma: options.sigmas[best]!, strength: bestValue });
    }
  }
  return blobs;
}
