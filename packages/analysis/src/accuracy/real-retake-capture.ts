/**
 * A capture of real skin for the re-take suite (real-retake-plan.ts): the microscope's window
 * on the photo, the capture's own sensor noise and normal-light twin, the exposure, and the
 * camera's JPEG. Also the JPEG step the phantom invariance suite (repeatability-suite.ts) uses.
 */
import { createHash } from 'node:crypto';
import { decodeImage, encodeJpeg } from '../node/decode';
import type { RgbImage } from '../types';
import { addSensorNoise, gainInLinearLight } from './capture-changes';
import { normalTwin } from '../node/normal-twin';
import { WINDOW, CAPTURE_NOISE, type Capture } from './real-retake-plan';

export interface Shot {
  normal: RgbImage;
  polarised: RgbImage;
}

/** Both photos through the camera's JPEG at `quality`, each changed by `alter` first. */
export async function throughJpeg(
  shot: Shot,
  quality: number,
  alter?: (image: RgbImage, photo: 'normal' | 'polarised') => RgbImage,
): Promise<Shot> {
  const once = async (image: RgbImage, photo: 'normal' | 'polarised') =>
    decodeImage(await encodeJpeg(alter ? alter(image, photo) : image, quality));
  const [normal, polarised] = await Promise.all([
    once(shot.normal, 'normal'),
    once(shot.polarised, 'polarised'),
  ]);
  return { normal, polarised };
}

/**
 * Keys' cubic convolution weights (a = −0.5, Catmull–Rom) of the four taps around a fractional
 * offset t ∈ [0, 1), written into `out` from `at`.
 */
function cubicWeights(t: number, out: Float64Array, at: number): void {
  const u = 1 - t;
  out[at] = -0.5 * t * u * u;
  out[at + 1] = 1 - 2.5 * t * t + 1.5 * t * t * t;
  out[at + 2] = 1 - 2.5 * u * u + 1.5 * u * u * u;
  out[at + 3] = -0.5 * u * t * t;
}

/**
 * Whether the window `dx`, `dy` px off the centre of a `photoWidth` × `photoHeight` photo,
 * turned by `angle` degrees, stays inside it with the cubic kernel's taps (1 px before, 2 after
 * a sample). The map is affine, so the four corners decide.
 */
export function windowFits(
  photoWidth: number,
  photoHeight: number,
  dx: number,
  dy: number,
  angle: number,
): boolean {
  const [cos, sin] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)];
  const [hw, hh] = [(WINDOW.width - 1) / 2, (WINDOW.height - 1) / 2];
  const [cx, cy] = [(photoWidth - 1) / 2 + dx, (photoHeight - 1) / 2 + dy];
  const turned = angle !== 0 || !Number.isInteger(dx) || !Number.isInteger(dy);
  const [before, after] = turned ? [1, 2] : [0, 0];
  return [-1, 1].every((sx) =>
    [-1, 1].every((sy) => {
      const x = cx + sx * hw * cos - sy * hh * sin;
      const y = cy + sx * hw * sin + sy * hh * cos;
      return (
        Math.floor(x) - before >= 0 &&
        Math.floor(y) - before >= 0 &&
        Math.floor(x) + after <= photoWidth - 1 &&
        Math.floor(y) + after <= photoHeight - 1
      );
    }),
  );
}

/**
 * The window of WINDOW's size centred `dx`, `dy` px off the photo's centre and turned by
 * `angle` degrees about its own centre. Without a turn and with whole-pixel offsets it is a
 * plain crop (a camera samples the skin again, it does not blur it); a turn resamples with a
 * cubic kernel, which softens far less than bilinear interpolation. Throws when the window
 * leaves the photo: the plan's shifts must fit its margins.
 */
export function captureWindow(photo: RgbImage, dx: number, dy: number, angle: number): RgbImage {
  if (!windowFits(photo.width, photo.height, dx, dy, angle))
    throw new Error(`capture window (${dx}, ${dy}, ${angle}°) leaves the photo`);
  const { width, height } = WINDOW;
  const ch = photo.channels;
  const src = photo.data;
  const out = new Uint8Array(width * height * 3);
  const x0 = (photo.width - width) / 2 + dx;
  const y0 = (photo.height - height) / 2 + dy;
  if (angle === 0 && Number.isInteger(x0) && Number.isInteger(y0)) {
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const from = ((y0 + y) * photo.width + x0 + x) * ch;
        const to = (y * width + x) * 3;
        out[to] = src[from]!;
        out[to + 1] = src[from + 1]!;
        out[to + 2] = src[from + 2]!;
      }
    return { width, height, channels: 3, data: out };
  }
  const [cos, sin] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)];
  const [cx, cy] = [(width - 1) / 2, (height - 1) / 2];
  const w = new Float64Array(8);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const sx = x0 + cx + (x - cx) * cos - (y - cy) * sin;
      const sy = y0 + cy + (x - cx) * sin + (y - cy) * cos;
      const ix = Math.floor(sx);
      const iy = Math.floor(sy);
      cubicWeights(sx - ix, w, 0);
      cubicWeights(sy - iy, w, 4);
      let [r, g, b] = [0, 0, 0];
      for (let j = 0; j < 4; j += 1) {
        let k = ((iy - 1 + j) * photo.width + ix - 1) * ch;
        const wy = w[4 + j]!;
        for (let i = 0; i < 4; i += 1, k += ch) {
          const weight = wy * w[i]!;
          r += weight * src[k]!;
          g += weight * src[k + 1]!;
          b += weight * src[k + 2]!;
        }
      }
      const o = (y * width + x) * 3;
      out[o] = Math.min(255, Math.max(0, Math.round(r)));
      out[o + 1] = Math.min(255, Math.max(0, Math.round(g)));
      out[o + 2] = Math.min(255, Math.max(0, Math.round(b)));
    }
  return { width, height, channels: 3, data: out };
}

const seedOf = (name: string) => createHash('sha256').update(name, 'utf8').digest().readUInt32LE(0);

/**
 * One capture of the photo's skin before the camera's JPEG: the polarised photo is the window
 * with this capture's sensor noise; the normal one is the twin of the window `np` px further
 * (the twin adds its own noise and 1–3 px, seeded by the capture); both take the exposure.
 */
export function captureShot(photo: RgbImage, capture: Capture): Shot {
  const { dx, dy, angle, np } = capture;
  const window = captureWindow(photo, dx, dy, angle);
  const normalWindow =
    np.dx === 0 && np.dy === 0 ? window : captureWindow(photo, dx + np.dx, dy + np.dy, angle);
  const shot = {
    normal: normalTwin(normalWindow, capture.seedName),
    polarised: addSensorNoise(window, CAPTURE_NOISE, seedOf(capture.seedName)),
  };
  if (capture.gain === 1) return shot;
  const gains = [capture.gain, capture.gain, capture.gain] as const;
  return {
    normal: gainInLinearLight(shot.normal, gains),
    polarised: gainInLinearLight(shot.polarised, gains),
  };
}

/** One capture as the engine receives it: `captureShot` through the camera's JPEG. */
export async function capturePair(photo: RgbImage, capture: Capture): Promise<Shot> {
  return throughJpeg(captureShot(photo, capture), capture.quality);
}
