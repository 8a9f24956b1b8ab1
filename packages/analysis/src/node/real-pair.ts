/**
 * A pair from one real photograph (issue 31): the photo as the polarised photo, its normal-light
 * twin made by physics (normal-twin.ts) as the normal one, both as JPEG — what the CLI's
 * `--twin` writes for the journeys and what the demo's visits are made of. Optionally the skin
 * changed by a course of care (care-change.ts) and photographed again (another day's LED,
 * placement and sensor noise): the demo's later visits, derived from one real photo, so the
 * demo never claims a real outcome.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SRGB_TO_LINEAR, linearToSrgb } from '../kernels/lab';
import { captureShot } from '../accuracy/real-retake-capture';
import { capturePlan, type RetakeChange } from '../accuracy/real-retake-plan';
import { createRng } from '../phantom/prng';
import type { RgbImage } from '../types';
import { applyCareChange, type CareChange } from './care-change';
import { decodeImage, encodeJpeg } from './decode';
import { normalTwin } from './normal-twin';

/** The committed real-skin corpus (its README and ATTRIBUTION.md say where each photo is from). */
const REAL_SKIN_DIR = fileURLToPath(new URL('../../fixtures/real-skin/', import.meta.url));

/** The path of a corpus photo, `rs-NNNN.jpg`. */
export function realSkinPhoto(file: string): string {
  return `${REAL_SKIN_DIR}${file}`;
}

/** The twin's JPEG quality: the phantom camera's default, within the microscope's q85–95. */
const TWIN_JPEG_QUALITY = 92;

/** How one visit's photos were taken, beside the skin itself. */
export interface Recapture {
  /** The LED's drift: a gain on the linear light of both photos (1 = as photographed). */
  gain: number;
  /** Sensor noise σ in code values, seeded by the pair's name. */
  noise: number;
  /** Where the microscope sat this time, in whole pixels (edges repeat the border). */
  shift: { dx: number; dy: number };
  jpegQuality: number;
}

export interface RealPairOptions {
  /** Seeds the twin and the recapture's noise: the photo's file name unless a visit names it. */
  name?: string;
  care?: CareChange;
  capture?: Recapture;
  /**
   * A smaller field, cut from the photo's centre at its own scale (pixels are not resampled): a
   * VGA microscope's 640 × 480 frame of the same skin, at ≈ 0.4 of the cost to make and analyse.
   */
  crop?: { width: number; height: number };
}

export interface RealPairJpegs {
  normalJpeg: Buffer;
  polarisedJpeg: Buffer;
  width: number;
  height: number;
}

function seedOf(name: string): number {
  return createHash('sha256').update(`recapture:${name}`, 'utf8').digest().readUInt32LE(0);
}

/** The photo taken again: moved by `shift`, `gain` on its linear light, fresh sensor noise. */
function recaptured(photo: RgbImage, capture: Recapture, name: string): RgbImage {
  const { width, height, data } = photo;
  const { dx, dy } = capture.shift;
  const rng = createRng(seedOf(name));
  const out = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const row = Math.min(height - 1, Math.max(0, y + dy)) * width;
    for (let x = 0; x < width; x += 1) {
      const from = (row + Math.min(width - 1, Math.max(0, x + dx))) * 3;
      const to = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) {
        const value =
          linearToSrgb(capture.gain * SRGB_TO_LINEAR[data[from + c]!]!) +
          capture.noise * rng.normal();
        out[to + c] = Math.min(255, Math.max(0, Math.round(value)));
      }
    }
  }
  return { width, height, channels: 3, data: out };
}

/** The photo's centre, `size` pixels, copied row by row. */
function centreOf(photo: RgbImage, size: { width: number; height: number }): RgbImage {
  const left = Math.floor((photo.width - size.width) / 2);
  const top = Math.floor((photo.height - size.height) / 2);
  const data = new Uint8Array(size.width * size.height * 3);
  for (let y = 0; y < size.height; y += 1) {
    const from = ((top + y) * photo.width + left) * 3;
    data.set(photo.data.subarray(from, from + size.width * 3), y * size.width * 3);
  }
  return { width: size.width, height: size.height, channels: 3, data };
}

/**
 * The pair of `photoPath`. Untouched (no care, no capture), the polarised JPEG is the file's own
 * bytes, and the twin is the one the real-skin accuracy suite analyses for that file name.
 */
export async function realPairJpegs(
  photoPath: string,
  options: RealPairOptions = {},
): Promise<RealPairJpegs> {
  const name = options.name ?? path.basename(photoPath);
  const bytes = readFileSync(photoPath);
  const decoded = await decodeImage(bytes);
  const photo = options.crop ? centreOf(decoded, options.crop) : decoded;
  const { width, height } = photo;
  if (!options.care && !options.capture && !options.crop) {
    const normalJpeg = await encodeJpeg(normalTwin(photo, name), TWIN_JPEG_QUALITY);
    return { normalJpeg, polarisedJpeg: bytes, width, height };
  }
  const skin = options.care ? applyCareChange(photo, options.care) : photo;
  const polarised = options.capture ? recaptured(skin, options.capture, name) : skin;
  const quality = options.capture?.jpegQuality ?? TWIN_JPEG_QUALITY;
  const [normalJpeg, polarisedJpeg] = await Promise.all([
    encodeJpeg(normalTwin(polarised, name), quality),
    encodeJpeg(polarised, quality),
  ]);
  return { normalJpeg, polarisedJpeg, width, height };
}

/**
 * One capture of the real re-take suite (ANALYSIS.md "Repeatability", real-retake-plan.ts) of a
 * corpus photo, as the camera's JPEG bytes: `'base'` the first capture, a change its re-take
 * (the microscope lifted and put back: moved, turned, another exposure or JPEG quality). The
 * same photos the engine's bands were measured on, so the demo's test-retest pairs are the
 * engine's own re-takes, analysed again.
 */
export async function realRetakeJpegs(
  file: string,
  change: RetakeChange | 'base',
): Promise<RealPairJpegs> {
  const plan = capturePlan(file);
  const capture = change === 'base' ? plan.base : plan.retakes.find((r) => r.change === change)!;
  const shot = captureShot(await decodeImage(readFileSync(realSkinPhoto(file))), capture);
  const [normalJpeg, polarisedJpeg] = await Promise.all([
    encodeJpeg(shot.normal, capture.quality),
    encodeJpeg(shot.polarised, capture.quality),
  ]);
  return { normalJpeg, polarisedJpeg, width: shot.polarised.width, height: shot.polarised.height };
}
