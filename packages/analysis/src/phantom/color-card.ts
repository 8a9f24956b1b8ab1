/**
 * A colour-card capture for fitting a device calibration: at 30–60× the microscope sees one
 * patch per photo, so each patch is its own uniform capture through the camera model.
 * Reference values are the commonly published sRGB renderings of the 24-patch ColorChecker
 * (X-Rite / BabelColor averages, rounded); only their spread across the gamut matters here.
 */
import { SRGB_TO_LINEAR } from '../kernels/lab';
import type { RgbImage } from '../types';
import { captureImage } from './camera';
import type { PhantomCapture, PhantomDevice } from './phantom-types';

export const COLOR_CARD: readonly (readonly [number, number, number])[] = [
  [115, 82, 68],
  [194, 150, 130],
  [98, 122, 157],
  [87, 108, 67],
  [133, 128, 177],
  [103, 189, 170],
  [214, 126, 44],
  [80, 91, 166],
  [193, 90, 99],
  [94, 60, 108],
  [157, 188, 64],
  [224, 163, 46],
  [56, 61, 150],
  [70, 148, 73],
  [175, 54, 60],
  [231, 199, 31],
  [187, 86, 149],
  [8, 133, 161],
  [243, 243, 242],
  [200, 200, 200],
  [160, 160, 160],
  [122, 122, 121],
  [85, 85, 85],
  [52, 52, 52],
];

/**
 * One patch of reference colour `srgb` captured through the device (polarised exposure): the
 * central size × size crop of a 1024×768 frame, as a calibration tool would measure it.
 */
export function renderColorPatch(
  srgb: readonly [number, number, number],
  device: PhantomDevice,
  capture: PhantomCapture,
  seed: number,
  size = 64,
): RgbImage {
  const n = size * size;
  const planes = srgb.map((v) => new Float32Array(n).fill(SRGB_TO_LINEAR[v]!));
  return captureImage(
    { width: size, height: size, r: planes[0]!, g: planes[1]!, b: planes[2]! },
    device,
    capture,
    device.exposureP,
    seed,
    { width: 1024, height: 768, x0: 512 - size / 2, y0: 384 - size / 2 },
  );
}
