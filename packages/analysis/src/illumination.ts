/**
 * The illumination the polarised colour is divided by, one row at a time (prepare.ts):
 *
 * - calibrated: the device's flat-field measured on a card (device-calibration.ts), 1 at the
 *   centre, where the card fixed the gains;
 * - uncalibrated: the blind guess of flat-field.ts, renormalised to 1 at the lit disc's median
 *   radius. The guess mistakes shading (a cheek's curve, uneven tone) for vignetting; at that
 *   radius half the lit pixels are brightened and half darkened, so on a target without
 *   vignetting the median colour, and with it ITA, stays where it was (issue 18 #2: ≤ 0.5°,
 *   illumination.test.ts), while the tiles' evenness is still freed from real fall-off.
 */
import { flatFieldRow, type FlatFieldModel } from './device-calibration';
import type { FlatField } from './flat-field';
import type { Mask } from './kernels/plane';
import { scratchFloat64 } from './kernels/scratch';

/** Below 20 % of the centre's light a pixel is barrel shadow: its gain is capped (×5). */
const MIN_ILLUMINATION = 0.2;
const RHO_BINS = 1024;

export interface Illumination {
  /** Fills `out` (length w) with 1 / relative illumination along row y of the w × h grid. */
  inverseRow(y: number, out: Float64Array): void;
}

/** Median ρ² (distance² from the centre / half-diagonal²) of the lit pixels of a grid. */
function medianRho2(lit: Mask): number {
  const { width: w, height: h } = lit;
  const half2 = (w / 2) ** 2 + (h / 2) ** 2;
  const hist = new Float64Array(RHO_BINS);
  let count = 0;
  for (let y = 0; y < h; y += 1) {
    const dy2 = (y + 0.5 - h / 2) ** 2;
    for (let x = 0; x < w; x += 1) {
      if (!lit.data[y * w + x]) continue;
      const rho2 = ((x + 0.5 - w / 2) ** 2 + dy2) / half2;
      const bin = Math.min(RHO_BINS - 1, Math.floor(rho2 * RHO_BINS));
      hist[bin] = hist[bin]! + 1;
      count += 1;
    }
  }
  let acc = 0;
  for (let b = 0; b < RHO_BINS; b += 1) {
    acc += hist[b]!;
    if (acc >= count / 2) return (b + 0.5) / RHO_BINS;
  }
  return 0;
}

/** The blind guess on a w × h grid, 1 at the lit disc's median radius (`lit` on any grid). */
export function blindIllumination(flat: FlatField, lit: Mask, w: number, h: number): Illumination {
  const half2 = (w / 2) ** 2 + (h / 2) ** 2;
  const fall = flat.k;
  const atMedian = 1 - fall * medianRho2(lit);
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
          out[x] = atMedian / Math.max(MIN_ILLUMINATION, 1 - (fall * (dx2[x]! + dy2)) / half2);
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
