/**
 * Is this a skin close-up at all (issue 18 #1)? Measured on a regular sample of the central disc
 * of the 8-bit photo, in CIELAB: the share of pixels whose colour lies on the skin locus, the
 * spread of lightness, and whether there is texture at all. Skin of every tone is reddish-yellow
 * and, under a microscope, fills the frame with small-contrast texture; an uncalibrated camera
 * casts it pink to violet or yellow, which the locus takes in (calibration.ts, fitted on the
 * real-skin corpus, issue 31). Highlights (shine in normal light: up to a third of an oily forehead)
 * are left out: they are the lamp's colour, not the skin's. With a device calibration the colour
 * is judged as the calibration corrects it (gains and chart matrix): a microscope whose white
 * balance casts skin magenta or blue shows skin once corrected; without one, as it comes.
 * Texture is what is left of the block means once a smooth quadratic over the frame is taken
 * off: a lens's vignetting or the light's tilt is smooth, so a flat frame seen through a
 * vignetting microscope stays flat, calibrated or not (the flat-field is not needed for that).
 */
import { CALIBRATION } from '../calibration';
import { FLAT_FIELD_TERMS, leastSquares, type ColourCorrection } from '../device-calibration';
import { SRGB_TO_LINEAR, labFLookup, linearLuminance, linearToLab } from '../kernels/lab';
import type { RgbImage } from '../types';

export interface SkinLikeness {
  /** Share (0–1) of sampled non-highlight pixels whose colour is on the skin locus. */
  skinShare: number;
  /** Interquartile range of L* / 1.35 (a standard deviation that hair and spots do not inflate). */
  lightnessIqr: number;
  /**
   * The same, of 8×8-pixel block means less a quadratic shading fitted to them: texture that
   * neither a camera's noise nor a lens's fall-off makes.
   */
  blockIqr: number;
}

/** About 4,000 samples: the statistics are stable to ±1 % and cost under a millisecond. */
const SAMPLES_PER_SIDE = 72;
/** A sample this much lighter than the median (L*), or with a clipped channel, is a highlight. */
const HIGHLIGHT_ABOVE_MEDIAN = 12;
const BLOCK = 8;
/** u^i·v^j with i + j ≤ 2: the smooth shading (vignetting, a tilt, a curve) taken off the blocks. */
const SHADING_TERMS = FLAT_FIELD_TERMS.slice(0, 6);

/**
 * The disc's samples as columns (typed arrays, no object per sample): L*, a*, b* in double
 * precision as linearToLab gives them, and whether a channel is clipped.
 */
interface Samples {
  L: Float64Array;
  a: Float64Array;
  b: Float64Array;
  clipped: Uint8Array;
  count: number;
}

const [MIN_HUE, MAX_HUE] = CALIBRATION.quality.skinHue;
const [MIN_CHROMA, MAX_CHROMA] = CALIBRATION.quality.skinChroma;

/**
 * Hue angle and chroma inside calibration.ts's locus (fitted on real skin, issue 31). Chroma
 * first: grey and over-saturated samples fail it before the atan2 (the costly part).
 */
function isOnSkinLocus(a: number, b: number): boolean {
  const chroma = Math.hypot(a, b);
  if (!(chroma >= MIN_CHROMA && chroma <= MAX_CHROMA)) return false;
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  return hue >= MIN_HUE && hue <= MAX_HUE;
}

/**
 * (Q3 − Q1) / 1.35 of sorted values. Callers sort typed arrays with the default numeric sort:
 * the same order as sort((p, q) => p − q) for numbers that are not NaN (−0 and 0 may swap,
 * and are equal), so the quartiles are the same values, without a comparator call per step.
 */
function iqrSigma(sorted: Float64Array): number {
  const at = (k: number) => sorted[Math.floor((k * (sorted.length - 1)) / 4)] ?? 0;
  return (at(3) - at(1)) / 1.35;
}

function discSamples(
  image: RgbImage,
  cx: number,
  cy: number,
  radius: number,
  correct?: ColourCorrection,
): Samples {
  const { width, channels, data } = image;
  const step = Math.max(1, Math.floor((2 * radius) / SAMPLES_PER_SIDE));
  const side = Math.ceil((2 * radius) / step) + 2;
  const L = new Float64Array(side * side);
  const A = new Float64Array(side * side);
  const B = new Float64Array(side * side);
  const clipped = new Uint8Array(side * side);
  let count = 0;
  const rgb = new Float64Array(3);
  for (let y = Math.ceil(cy - radius); y < cy + radius; y += step) {
    for (let x = Math.ceil(cx - radius); x < cx + radius; x += step) {
      if ((x - cx) ** 2 + (y - cy) ** 2 > radius * radius) continue;
      const j = (y * width + x) * channels;
      const r = data[j]!;
      const g = data[j + 1]!;
      const bl = data[j + 2]!;
      rgb[0] = SRGB_TO_LINEAR[r]!;
      rgb[1] = SRGB_TO_LINEAR[g]!;
      rgb[2] = SRGB_TO_LINEAR[bl]!;
      correct?.(rgb);
      const lab = linearToLab(rgb[0], rgb[1], rgb[2]);
      L[count] = lab[0];
      A[count] = lab[1];
      B[count] = lab[2];
      clipped[count] = Math.max(r, g, bl) >= 250 ? 1 : 0;
      count += 1;
    }
  }
  return { L, a: A, b: B, clipped, count };
}

/**
 * L* of 8×8-pixel block means over the inner part of the disc (every other block), each less
 * the least-squares quadratic in frame position fitted to all of them, sorted. A microscope's
 * vignetting (1 − kρ², through L*'s cube root) and a face's tilt or curve are smooth over the
 * square and go into the quadratic; skin's relief, pores and spots vary from block to block
 * and stay. A correction applies to each block's mean colour (it is linear).
 */
function blockTexture(
  image: RgbImage,
  cx: number,
  cy: number,
  half: number,
  correct?: ColourCorrection,
): Float64Array {
  const blocks: number[] = [];
  const terms: number[][] = [];
  for (let y = Math.ceil(cy - half); y + BLOCK < cy + half; y += 2 * BLOCK) {
    for (let x = Math.ceil(cx - half); x + BLOCK < cx + half; x += 2 * BLOCK) {
      blocks.push(
        116 *
          labFLookup(
            correct ? correctedBlockLuminance(image, x, y, correct) : blockLuminance(image, x, y),
          ) -
          16,
      );
      // The block's centre, −1 … 1 across the square (a well-conditioned fit).
      const u = (x + BLOCK / 2 - cx) / half;
      const v = (y + BLOCK / 2 - cy) / half;
      terms.push(SHADING_TERMS.map(([i, j]) => u ** i * v ** j));
    }
  }
  const shading = leastSquares(terms, blocks);
  const residual = Float64Array.from(blocks, (value, k) => {
    let fitted = 0;
    if (shading) for (let m = 0; m < shading.length; m += 1) fitted += shading[m]! * terms[k]![m]!;
    return value - fitted;
  });
  return residual.sort();
}

/** Mean linear luminance of the 8×8 block at (x, y). */
function blockLuminance(image: RgbImage, x: number, y: number): number {
  const { width, channels, data } = image;
  let sum = 0;
  for (let v = 0; v < BLOCK; v += 1)
    for (let u = 0; u < BLOCK; u += 1) {
      const j = ((y + v) * width + x + u) * channels;
      sum += linearLuminance(
        SRGB_TO_LINEAR[data[j]!]!,
        SRGB_TO_LINEAR[data[j + 1]!]!,
        SRGB_TO_LINEAR[data[j + 2]!]!,
      );
    }
  return sum / (BLOCK * BLOCK);
}

/** Mean linear luminance of the 8×8 block at (x, y), its mean colour corrected. */
function correctedBlockLuminance(
  image: RgbImage,
  x: number,
  y: number,
  correct: ColourCorrection,
): number {
  const { width, channels, data } = image;
  let r = 0;
  let g = 0;
  let b = 0;
  for (let v = 0; v < BLOCK; v += 1)
    for (let u = 0; u < BLOCK; u += 1) {
      const j = ((y + v) * width + x + u) * channels;
      r += SRGB_TO_LINEAR[data[j]!]!;
      g += SRGB_TO_LINEAR[data[j + 1]!]!;
      b += SRGB_TO_LINEAR[data[j + 2]!]!;
    }
  const n = BLOCK * BLOCK;
  const rgb = Float64Array.of(r / n, g / n, b / n);
  correct(rgb);
  return linearLuminance(rgb[0]!, rgb[1]!, rgb[2]!);
}

/** `correct`: the device calibration of the photo's light (device-calibration.ts), if any. */
export function skinLikeness(image: RgbImage, correct?: ColourCorrection): SkinLikeness {
  const radius = 0.45 * Math.min(image.width, image.height);
  const cx = image.width / 2;
  const cy = image.height / 2;
  const s = discSamples(image, cx, cy, radius, correct);
  const lightness = s.L.slice(0, s.count).sort();
  const median = lightness[lightness.length >> 1] ?? 0;
  // The body: samples neither clipped nor highlights, in sample order (as a filter keeps them).
  const bodyL = new Float64Array(s.count);
  let body = 0;
  let onLocus = 0;
  for (let i = 0; i < s.count; i += 1) {
    if (s.clipped[i] || !(s.L[i]! <= median + HIGHLIGHT_ABOVE_MEDIAN)) continue;
    bodyL[body] = s.L[i]!;
    body += 1;
    if (isOnSkinLocus(s.a[i]!, s.b[i]!)) onLocus += 1;
  }
  return {
    skinShare: body > 0 ? onLocus / body : 0,
    lightnessIqr: iqrSigma(bodyL.subarray(0, body).sort()),
    blockIqr: iqrSigma(blockTexture(image, cx, cy, 0.7 * radius, correct)),
  };
}
