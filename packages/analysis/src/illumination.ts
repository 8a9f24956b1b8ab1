/**
 * The illumination the polarised colour is divided by, one row at a time (prepare.ts):
 *
 * - calibrated: the device's flat-field measured on a card (device-calibration.ts), 1 at the
 *   centre, where the card fixed the gains;
 * - uncalibrated: the blind guess of flat-field.ts, scaled so that the lit disc's median
 *   luminance stays where it was. The guess mistakes shading (a cheek's curve, uneven tone) for
 *   vignetting; divided out as it was (1 at the centre) it brightened the patch and moved ITA by
 *   0.8–5.7° on real photos without fall-off. Scaled, the median L*, and with it ITA, stays
 *   (issue 18 #2: ≤ 0.5° on a flat target, illumination.test.ts), while the tiles' evenness is
 *   still freed from real fall-off.
 */
import { flatFieldRow, type FlatFieldModel } from './device-calibration';
import type { FlatField } from './flat-field';
import { newFloat32 } from './kernels/arena';
import type { Mask, Plane } from './kernels/plane';
import { scratchFloat64 } from './kernels/scratch';
import { median } from './kernels/stats';

/** Below 20 % of the centre's light a pixel is barrel shadow: its gain is capped (×5). */
const MIN_ILLUMINATION = 0.2;

export interface Illumination {
  /** Fills `out` (length w) with 1 / relative illumination along row y of the w × h grid. */
  inverseRow(y: number, out: Float64Array): void;
}

/** 1 / max(0.2, 1 − kρ²) at each pixel of a w × h grid (ρ: distance from the centre / half-diagonal). */
function radialInverse(fall: number, w: number, h: number): (x: number, y: number) => number {
  const half2 = (w / 2) ** 2 + (h / 2) ** 2;
  return (x, y) =>
    1 /
    Math.max(
      MIN_ILLUMINATION,
      1 - (fall * ((x + 0.5 - w / 2) ** 2 + (y + 0.5 - h / 2) ** 2)) / half2,
    );
}

/**
 * The factor that keeps the lit disc's median luminance where it was once the guess is divided
 * out, measured on the quarter grid (luminance is a monotone function of L*, so the median L*
 * stays too).
 */
function medianKeepingScale(fall: number, quarterY: Plane, lit: Mask): number {
  if (fall === 0) return 1;
  const { width: w, height: h } = quarterY;
  const inverse = radialInverse(fall, w, h);
  const corrected = newFloat32(w * h);
  let top = 1e-6;
  let topCorrected = 1e-6;
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      corrected[i] = quarterY.data[i]! * inverse(x, y);
      if (!lit.data[i]) continue;
      top = Math.max(top, quarterY.data[i]!);
      topCorrected = Math.max(topCorrected, corrected[i]);
    }
  const after = median(corrected, 0, topCorrected, lit);
  return after > 0 ? median(quarterY, 0, top, lit) / after : 1;
}

/**
 * The blind guess on a w × h grid, scaled so that the lit disc's median luminance is kept
 * (`quarterY` and `lit`: the quarter-grid luminance and lit disc the guess was fitted on).
 */
export function blindIllumination(
  flat: FlatField,
  quarterY: Plane,
  lit: Mask,
  w: number,
  h: number,
): Illumination {
  const half2 = (w / 2) ** 2 + (h / 2) ** 2;
  const fall = flat.k;
  const scale = medianKeepingScale(fall, quarterY, lit);
  const dx2 = Float64Array.from({ length: w }, (_, x) => (x + 0.5 - w / 2) ** 2);
  const rows = scratchFloat64('blind-illumination-rows', w * ((h + 1) >> 1));
  return {
    inverseRow(y, out) {
      // Row y's gains are row h − 1 − y's (the same dy²): the rows of the upper half are
      // computed once, in the order prepare.ts asks for them, and the lower half reuses them.
      const mirror = h - 1 - y;
      if (y <= mirror) {
        const dy2 = (y + 0.5 - h / 2) ** 2;
        for (let x = 0; x < w; x += 1)
          out[x] = scale / Math.max(MIN_ILLUMINATION, 1 - (fall * (dx2[x]! + dy2)) / half2);
        rows.set(out, y * w);
      } else out.set(rows.subarray(mirror * w, mirror * w + w));
    },
  };
}

/** The device's flat-field on a w × h grid covering the frame (u, v from −1 to 1). */
export function deviceIllumination(model: FlatFieldModel, w: number, h: number): Illumination {
  const us = Float64Array.from({ length: w }, (_, x) => ((x + 0.5) / w) * 2 - 1);
  return {
    inverseRow(y, out) {
      const [c0, c1, c2, c3, c4] = flatFieldRow(model, ((y + 0.5) / h) * 2 - 1) as [
        number,
        number,
        number,
        number,
        number,
      ];
      for (let x = 0; x < w; x += 1) {
        const u = us[x]!;
        const f = c0 + u * (c1 + u * (c2 + u * (c3 + u * c4)));
        out[x] = 1 / Math.max(MIN_ILLUMINATION, f);
      }
    },
  };
}
