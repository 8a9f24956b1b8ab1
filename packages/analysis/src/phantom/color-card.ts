/**
 * Calibration captures through the phantom's camera: the grey reference card under each light,
 * and a colour chart, one patch per photo (at 30–60× the microscope sees one patch at a time).
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

/** The 18 % neutral grey card (CALIBRATION.card) as linear sRGB. */
export const GREY_CARD_LINEAR = [0.18, 0.18, 0.18] as const;

/**
 * A uniform target (a grey card, or one chart patch) filling the frame, captured through the
 * device under one light: its vignetting, lit-disc border, white balance, crosstalk, exposure
 * and noise, as a calibration capture would be. `linear` is the target's linear sRGB colour.
 */
export function renderFlatTarget(
  linear: readonly [number, number, number],
  device: PhantomDevice,
  capture: PhantomCapture,
  light: 'normal' | 'polarised',
  seed: number,
  size: { width: number; height: number } = { width: 1024, height: 768 },
): RgbImage {
  const n = size.width * size.height;
  const planes = linear.map((v) => new Float32Array(n).fill(v));
  return captureImage(
    { ...size, r: planes[0]!, g: planes[1]!, b: planes[2]! },
    device,
    capture,
    light === 'normal' ? device.exposureN : device.exposureP,
    seed,
  );
}

/** One chart patch of published sRGB value `srgb` filling a (small) polarised frame. */
export function renderChartPatch(
  srgb: readonly [number, number, number],
  device: PhantomDevice,
  capture: PhantomCapture,
  seed: number,
): RgbImage {
  const linear = srgb.map((v) => SRGB_TO_LINEAR[v]!) as unknown as [number, number, number];
  // 256×192: the same field of view as a 1024×768 frame, enough pixels for a patch's mean.
  return renderFlatTarget(linear, device, capture, 'polarised', seed, { width: 256, height: 192 });
}
