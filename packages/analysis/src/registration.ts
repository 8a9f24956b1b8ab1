/**
 * How far the normal photo is shifted against the polarised one. The two captures come from a
 * hand-held microscope, so they differ by a small translation (a few px); a large one or no
 * match at all means they are not the same patch. Coarse-to-fine NCC on the dark detail of the
 * log-luminance (gain- and illumination-free; glints, which only the normal photo has, left out): 1/16 grid ±3 (±48 px), then ±1 on 1/8 and 1/4 (sub-pixel by parabola).
 */
import { overwrittenFloat32, overwrittenUint8 } from './kernels/arena';
import { boxMean, maskedBoxMean } from './kernels/box';
import { max2, min2 } from './kernels/fast-math';
import type { Mask, Plane } from './kernels/plane';
import { erodeMask } from './kernels/morphology';
import { downsample2 } from './kernels/resample';
import { matchShift } from './kernels/shift';

export interface PairShift {
  /** Full-resolution px: the normal pixel (x, y) shows what the polarised shows at (x + dx, y + dy). */
  dx: number;
  dy: number;
  /** Normalised cross-correlation on the quarter grid at the found shift. */
  ncc: number;
}

/** Box radius of the band-pass: 8 quarter px ≈ 32 px, above spots and lines, below vignetting. */
const BAND_RADIUS = 8;

/**
 * Dark detail only: log-luminance minus its local mean, positive values set to 0 and negative
 * ones clamped at −3 mean absolute deviations. Spots, lines, furrows and pores are dark in both
 * photos; bright things are glints (normal photo only) or flakes, so they are left out — also
 * from the local mean, which glint-rich skin would otherwise raise.
 */
function darkDetail(logY: Plane): { detail: Plane; valid: Mask } {
  const first = boxMean(logY, BAND_RADIUS).data;
  let mad = 0;
  for (let i = 0; i < first.length; i += 1) mad += Math.abs(logY.data[i]! - first[i]!);
  mad /= Math.max(1, first.length);
  const notBright = overwrittenUint8(first.length);
  for (let i = 0; i < first.length; i += 1) notBright[i] = +(logY.data[i]! - first[i]! <= 2 * mad);
  const kept = { width: logY.width, height: logY.height, data: notBright };
  const local = maskedBoxMean(logY, BAND_RADIUS, kept).data;
  const out = overwrittenFloat32(first.length);
  // Branch-free (about half the pixels are clamped, at random: a branch would mispredict).
  for (let i = 0; i < out.length; i += 1)
    out[i] = max2(-3 * mad, min2(0, logY.data[i]! - local[i]!));
  // A glint's rim is darker than the glint but is not dark skin: the pixel around it is left out too.
  return {
    detail: { width: logY.width, height: logY.height, data: out },
    valid: erodeMask(kept, 3),
  };
}

/**
 * Shift between the photos from their half-grid log-luminance planes (100·ln Y). Precision
 * ≈ ±1 px (parabolic peak on the quarter grid): the glint test tolerates ±2 px.
 */
export function estimatePairShift(normalLog: Plane, polarisedLog: Plane): PairShift {
  const n4 = darkDetail(downsample2(normalLog));
  const p4 = darkDetail(downsample2(polarisedLog));
  const n8 = downsample2(n4.detail);
  const p8 = downsample2(p4.detail);
  const s16 = matchShift(downsample2(n8), downsample2(p8), 3);
  const s8 = matchShift(n8, p8, 1, 2 * Math.round(s16.dx), 2 * Math.round(s16.dy));
  // Last level: ±1 around the sub-pixel estimate from above, moved once more if the peak lands
  // on the edge of that window; glints left out.
  // Every row: every 2nd row (a sample a vertical flip does not map onto itself when the grid's
  // height is even) moved the sub-pixel peak by up to 1.3 px between a pair and its flip or
  // quarter turn, and the glint masks with it (issue 18 #4: scores moved by up to 2.5 points).
  const options = { masks: { a: n4.valid, b: p4.valid }, rowStep: 1 };
  let s4 = matchShift(
    n4.detail,
    p4.detail,
    1,
    Math.round(2 * s8.dx),
    Math.round(2 * s8.dy),
    options,
  );
  const cx = Math.round(s4.dx);
  const cy = Math.round(s4.dy);
  if (cx !== Math.round(2 * s8.dx) || cy !== Math.round(2 * s8.dy)) {
    const again = matchShift(n4.detail, p4.detail, 1, cx, cy, options);
    if (again.ncc >= s4.ncc) s4 = again;
  }
  return { dx: 4 * s4.dx, dy: 4 * s4.dy, ncc: s4.ncc };
}
