/**
 * What a course of care changes in a real photo, made by physics for the demo (issue 31 #6):
 * the demo's later visits are one real corpus photo with less melanin in its spots, never a
 * real outcome. Applied in linear light with the phantom's chromophore model
 * (phantom/chromophores.ts, Beer–Lambert, T_c = exp(−d·ε_c)):
 *
 * - Each pixel's optical density above its surroundings (the mean of linear light over
 *   `BACKGROUND_RADIUS` px), `ln(background / value)` per channel, is split into melanin,
 *   haemoglobin and grey (shading: furrows, pores, relief) with the two absorption spectra.
 * - Only melanin darker than its surroundings is thinned, by `pigmentFade` of its density above
 *   `NOISE_DENSITY` (a spot fades; the grain of the skin, which is mostly grey, keeps its
 *   texture); haemoglobin and shading are left as they were, so redness and texture stay.
 */
import { boxMean } from '../kernels/box';
import { SRGB_TO_LINEAR, linearToSrgb } from '../kernels/lab';
import { HAEMOGLOBIN_ABSORPTION } from '../phantom/chromophores';
import type { RgbImage } from '../types';

/**
 * The surroundings a spot is measured against: a 97×97 px window, wider than the freckles and
 * small lentigines of the corpus crops the demo uses (≈ 30–90 px across at 1024×768).
 */
const BACKGROUND_RADIUS = 48;
/** Melanin density (in the absorption vector's units) below which a departure is the skin's grain. */
const NOISE_DENSITY = 0.03;
/**
 * Melanin's absorption over the camera's R, G, B bands: μa ∝ λ^−3.48 (Jacques, "Optical
 * properties of biological tissues: a review", 2013) at 600, 540 and 460 nm, relative to blue.
 * The phantom's flatter vector (phantom/chromophores.ts) left the corpus's brown spots yellow
 * when thinned: a real spot absorbs blue more steeply than it.
 */
const MELANIN_ABSORPTION = [(460 / 600) ** 3.48, (460 / 540) ** 3.48, 1] as const;
/** Linear light never below this before a logarithm (a black pixel has no density to fade). */
const DARKEST = 1e-4;

/** Solves d = a·m + b·h + s·(1, 1, 1) for (a, b, s): the inverse of [m h 1], by Cramer's rule. */
function unmixing(): (d0: number, d1: number, d2: number) => number {
  const [m0, m1, m2] = MELANIN_ABSORPTION;
  const [h0, h1, h2] = HAEMOGLOBIN_ABSORPTION;
  const det = m0 * (h1 - h2) - h0 * (m1 - m2) + (m1 * h2 - m2 * h1);
  // The melanin row of the inverse: the cofactors of the first column, over the determinant.
  const c0 = (h1 - h2) / det;
  const c1 = (h2 - h0) / det;
  const c2 = (h0 - h1) / det;
  return (d0, d1, d2) => c0 * d0 + c1 * d1 + c2 * d2;
}

export interface CareChange {
  /** Share of the spots' melanin (above the grain) that is gone: 0 = as photographed. */
  pigmentFade: number;
}

/** The photo with `change` applied; the same image back when nothing changes. */
export function applyCareChange(photo: RgbImage, change: CareChange): RgbImage {
  if (change.pigmentFade <= 0) return photo;
  const { width, height, data } = photo;
  const n = width * height;
  const linear = [0, 1, 2].map((c) => {
    const plane = new Float32Array(n);
    for (let i = 0; i < n; i += 1) plane[i] = SRGB_TO_LINEAR[data[i * 3 + c]!]!;
    return plane;
  });
  const background = linear.map((plane) =>
    boxMean({ width, height, data: plane }, BACKGROUND_RADIUS).data.slice(),
  );
  const melaninOf = unmixing();
  const out = new Uint8Array(n * 3);
  const density = (c: number, i: number) =>
    Math.log(Math.max(DARKEST, background[c]![i]!) / Math.max(DARKEST, linear[c]![i]!));
  for (let i = 0; i < n; i += 1) {
    const melanin = melaninOf(density(0, i), density(1, i), density(2, i));
    const thinned = change.pigmentFade * Math.max(0, melanin - NOISE_DENSITY);
    for (let c = 0; c < 3; c += 1) {
      const value = linear[c]![i]! * Math.exp(thinned * MELANIN_ABSORPTION[c]!);
      out[i * 3 + c] = Math.round(linearToSrgb(value));
    }
  }
  return { width, height, channels: 3, data: out };
}
