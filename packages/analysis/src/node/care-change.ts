/**
 * What a course of care changes in a real photo, made by physics for the demo (issue 31 #6):
 * the demo's later visits and its cases' "after" photos are one real corpus photo with less
 * melanin in its spots or less blood in its redness, never a real outcome. Applied in linear
 * light, Beer–Lambert (T_c = exp(−d·ε_c), as the phantom's chromophores.ts):
 *
 * - Each pixel's optical density above its surroundings (the mean of linear light over
 *   `BACKGROUND_RADIUS` px), `ln(background / value)` per channel, is split into melanin,
 *   haemoglobin and grey (shading: furrows, pores, relief) with the two absorption spectra.
 * - Only what is darker than its surroundings by more than `NOISE_DENSITY` is thinned:
 *   melanin by `pigmentFade` (a spot fades), haemoglobin by `rednessFade` (redness and vessels
 *   pale). Grey shading is left as it was, so the skin keeps its texture; a change to one
 *   chromophore leaves the other as it was.
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
/** Density (in each absorption vector's units) below which a departure is the skin's grain. */
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

/**
 * Solves d = a·m + b·h + s·(1, 1, 1) for melanin a and haemoglobin b (Cramer's rule: the
 * first two rows of the inverse of [m h 1]).
 */
const UNMIXING = (() => {
  const [m0, m1, m2] = MELANIN_ABSORPTION;
  const [h0, h1, h2] = HAEMOGLOBIN_ABSORPTION;
  const det = m0 * (h1 - h2) - h0 * (m1 - m2) + (m1 * h2 - m2 * h1);
  return {
    melanin: [(h1 - h2) / det, (h2 - h0) / det, (h0 - h1) / det],
    haemoglobin: [(m2 - m1) / det, (m0 - m2) / det, (m1 - m0) / det],
  } as const;
})();

const dot = (row: readonly number[], d: readonly number[]) =>
  row[0]! * d[0]! + row[1]! * d[1]! + row[2]! * d[2]!;

export interface CareChange {
  /** Share of the spots' melanin (above the grain) that is gone: 0 = as photographed. */
  pigmentFade: number;
  /** Share of the redness' haemoglobin (above the grain) that is gone; none when absent. */
  rednessFade?: number;
}

/** The photo with `change` applied; the same image back when nothing changes. */
export function applyCareChange(photo: RgbImage, change: CareChange): RgbImage {
  const rednessFade = change.rednessFade ?? 0;
  if (change.pigmentFade <= 0 && rednessFade <= 0) return photo;
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
  const out = new Uint8Array(n * 3);
  const d = [0, 0, 0];
  for (let i = 0; i < n; i += 1) {
    for (let c = 0; c < 3; c += 1)
      d[c] = Math.log(Math.max(DARKEST, background[c]![i]!) / Math.max(DARKEST, linear[c]![i]!));
    const melanin = change.pigmentFade * Math.max(0, dot(UNMIXING.melanin, d) - NOISE_DENSITY);
    const blood = rednessFade * Math.max(0, dot(UNMIXING.haemoglobin, d) - NOISE_DENSITY);
    for (let c = 0; c < 3; c += 1) {
      const regained = melanin * MELANIN_ABSORPTION[c]! + blood * HAEMOGLOBIN_ABSORPTION[c]!;
      out[i * 3 + c] = Math.round(linearToSrgb(linear[c]![i]! * Math.exp(regained)));
    }
  }
  return { width, height, channels: 3, data: out };
}
