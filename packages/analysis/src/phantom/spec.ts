/**
 * Phantom defaults. The reference device is one plausible uncalibrated USB microscope: warm
 * white-balance error, mild colour crosstalk, a polariser that costs light, noticeable
 * vignetting. Capture conditions (noise, JPEG quality, N/P shift) vary with the seed within the
 * ranges of ANALYSIS.md (JPEG q85–95, small shift).
 */
import type { PhantomCapture, PhantomDevice, PhantomSpec } from './phantom-types';
import { createRng } from './prng';

export const REFERENCE_DEVICE: PhantomDevice = {
  whiteBalance: [1.06, 1, 0.9],
  crosstalk: [0.94, 0.05, 0.01, 0.04, 0.92, 0.04, 0.01, 0.06, 0.93],
  exposureP: 0.85,
  exposureN: 0.72,
  vignetting: 0.25,
  psfSigma: 0.6,
};

/**
 * A microscope whose white balance casts everything magenta and blue (green ×0.8, blue ×1.25:
 * as far as a grey card may be off and still pass as neutral, CALIBRATION.card
 * maxWhiteBalanceSpread 1.6). Uncalibrated, light skin through it is off the skin locus;
 * calibrated from its own grey card (CAST_CAPTURE), the gate judges the corrected colour.
 */
export const CAST_DEVICE: PhantomDevice = { ...REFERENCE_DEVICE, whiteBalance: [0.95, 0.8, 1.25] };
/** A steady capture for the cast device's card and skin: light noise, JPEG q92, no shift. */
export const CAST_CAPTURE: PhantomCapture = {
  noise: 1.5,
  jpegQuality: 92,
  shift: { dx: 0, dy: 0 },
  disc: null,
};

export type PhantomOptions = { seed: number } & Partial<
  Omit<PhantomSpec, 'seed' | 'device' | 'capture'>
> & {
    device?: Partial<PhantomDevice>;
    capture?: Partial<PhantomSpec['capture']>;
  };

export function resolveSpec(options: PhantomOptions): PhantomSpec {
  const rng = createRng(options.seed * 31 + 99);
  const capture = {
    noise: rng.range(1, 2),
    jpegQuality: 85 + Math.floor(rng.range(0, 11)),
    shift: { dx: rng.range(-3, 3), dy: rng.range(-3, 3) },
    disc: null,
    ...options.capture,
  };
  return {
    width: 1024,
    height: 768,
    tone: { L: 62, a: 11, b: 17 },
    relief: 1,
    spots: 8,
    spotRadius: [5, 18],
    spotContrast: [5, 14],
    redness: 2,
    rednessRadius: [35, 70],
    rednessAmplitude: [8, 15],
    vessels: 3,
    lines: 3,
    lineWidth: [2, 8],
    lineContrast: [8, 16],
    shine: 0.06,
    flakes: 30,
    pores: 40,
    poreRadius: [1.5, 3],
    poreDepth: 1,
    polarisedRelief: 0.3,
    texture: 0,
    mottle: 0,
    shading: 0,
    hairs: 0,
    hairWidth: [1.5, 4],
    hairContrast: [15, 35],
    ...options,
    seed: options.seed,
    device: { ...REFERENCE_DEVICE, ...options.device },
    capture,
  };
}
