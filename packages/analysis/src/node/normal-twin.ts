/**
 * A normal-light twin of a real single-light photo (issue 31 #1): the real-skin corpus has no
 * real normal/polarised pairs, so the pair the engine gets is the real photo as the polarised
 * one and this twin as the normal one. It is a stand-in made by physics, never the only judge of
 * the gate (ANALYSIS.md "Validation on real skin"):
 *
 * - **Lower subsurface contrast.** Normal light reaches the camera partly off the surface and
 *   the top of the stratum corneum, which dilutes what lies below: every channel keeps
 *   `SUBSURFACE_CONTRAST` of its departure from its mean over 13×13 px (pigment and vessels
 *   fade, the mean colour stays).
 * - **Added specular relief.** The surface reflects the lamp's white light, more on the ridges
 *   that face it: a sheen of `SHEEN` × the photo's mean luminance, modulated by the relief (the
 *   band-pass of luminance, 3×3 less 9×9 px means, in robust z units), and glints where the relief stands
 *   out most (z above `GLINT_Z`). White: the same linear light added to every channel.
 * - **Exposed like the photo.** The camera's auto-exposure holds the mean luminance: the sum of
 *   diffuse and specular light is scaled back to the photo's mean (the specular relief
 *   redistributes light instead of over-exposing a bright photo).
 * - **Its own noise and its own place.** Sensor noise σ `NOISE` code values, and a shift of
 *   1–3 px in each direction (the microscope moves a little between the two shots), both seeded
 *   by the file name: the same file always gives the same twin.
 *
 * Node side (node:crypto for the seed), and outside accuracy/ because more than the accuracy
 * suite pairs real photos this way: the CLI's `--twin` and the demo's seeding (real-pair.ts).
 */
import { createHash } from 'node:crypto';
import { boxMean } from '../kernels/box';
import { SRGB_TO_LINEAR, linearLuminance, linearToSrgb } from '../kernels/lab';
import type { Plane } from '../kernels/plane';
import { createRng } from '../phantom/prng';
import type { RgbImage } from '../types';

/** Share of the subsurface contrast (around a 13×13 px mean) the normal light keeps. */
const SUBSURFACE_CONTRAST = 0.75;
const SUBSURFACE_RADIUS = 6;
/** Surface reflection, as a share of the photo's mean linear luminance (skin reflects ≈ 4–6 %). */
const SHEEN = 0.05;
/** How much the relief modulates the sheen, per robust standard deviation of the relief. */
const RELIEF_GAIN = 0.6;
/** Glints: where the relief stands this many robust standard deviations above its median. */
const GLINT_Z = 2.5;
/** A glint's strength per z above GLINT_Z, in units of the mean luminance. */
const GLINT_GAIN = 0.6;
/** Sensor noise of the twin, in code values. */
const NOISE = 1.2;

/** A 32-bit seed from the file name (deterministic across runs and machines). */
function seedOf(name: string): number {
  return createHash('sha256').update(name, 'utf8').digest().readUInt32LE(0);
}

function channelPlane(image: RgbImage, channel: number): Plane {
  const { width, height, channels, data } = image;
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i += 1) out[i] = SRGB_TO_LINEAR[data[i * channels + channel]!]!;
  return { width, height, data: out };
}

/** Box mean of radius `radius`, copied (the kernel's buffers may be reused). Box means cost O(1) per pixel. */
function blurred(src: Plane, radius: number): Float32Array {
  return boxMean(src, radius).data.slice();
}

/** Standard normal values drawn once per twin, read at a random stride (cheaper than one draw per value). */
const NOISE_TABLE = 8191;

/** Median and 1.4826 × MAD of a regular sample of the values. */
function robustScale(values: Float32Array): { median: number; sigma: number } {
  const sample = new Float64Array(Math.ceil(values.length / 31));
  for (let i = 0, k = 0; i < values.length; i += 31, k += 1) sample[k] = values[i]!;
  sample.sort();
  const median = sample[sample.length >> 1]!;
  const deviations = sample.map((v) => Math.abs(v - median)).sort();
  return { median, sigma: Math.max(1e-6, 1.4826 * deviations[deviations.length >> 1]!) };
}

/**
 * The normal-light twin of a polarised (single-light) photo, deterministic for `name`.
 * `surface` scales the specular light (sheen and glints): 1 is the skin the accuracy suite
 * assumes; more is an oilier surface, less a matter one (the demo's 控油 case).
 */
export function normalTwin(polarised: RgbImage, name: string, surface = 1): RgbImage {
  const { width, height } = polarised;
  const n = width * height;
  const planes = [0, 1, 2].map((c) => channelPlane(polarised, c));
  const [r, g, b] = planes.map((plane) => plane.data) as [Float32Array, Float32Array, Float32Array];
  const luminance = new Float32Array(n);
  let meanY = 0;
  for (let i = 0; i < n; i += 1) {
    luminance[i] = linearLuminance(r[i]!, g[i]!, b[i]!);
    meanY += luminance[i]!;
  }
  meanY /= n;
  const yPlane = { width, height, data: luminance };
  const fine = blurred(yPlane, 1);
  const coarse = blurred(yPlane, 4);
  const relief = new Float32Array(n);
  for (let i = 0; i < n; i += 1) relief[i] = (fine[i]! - coarse[i]!) / Math.max(1e-4, coarse[i]!);
  const { median, sigma } = robustScale(relief);

  // The specular light at each pixel, once (the exposure's sum and the twin's pixels read it).
  const specular = new Float64Array(n);
  const scale = surface * meanY;
  let added = 0;
  for (let i = 0; i < n; i += 1) {
    const z = (relief[i]! - median) / sigma;
    const sheen = SHEEN * Math.max(0, 1 + RELIEF_GAIN * z);
    added += specular[i] = scale * (sheen + (z > GLINT_Z ? GLINT_GAIN * (z - GLINT_Z) : 0));
  }
  // Auto-exposure: the twin's mean luminance is the photo's.
  const gain = meanY / (meanY + added / n);

  const rng = createRng(seedOf(name));
  const dx = (rng.next() < 0.5 ? -1 : 1) * (1 + Math.floor(3 * rng.next()));
  const dy = (rng.next() < 0.5 ? -1 : 1) * (1 + Math.floor(3 * rng.next()));
  const table = Float64Array.from({ length: NOISE_TABLE }, () => NOISE * rng.normal());
  const stride = 1 + Math.floor(rng.next() * (NOISE_TABLE - 2));
  const k = Math.floor(rng.next() * NOISE_TABLE);
  const local = planes.map((plane) => blurred(plane, SUBSURFACE_RADIUS));
  const data = new Uint8Array(n * 3);
  // One channel at a time, each pixel's specular light read from its table: the same bytes as
  // the pixel-by-pixel loop the thresholds were fitted on, 2.7× faster. The noise table
  // is read every stride along the interleaved values, so channel c reads every third step,
  // starting c + 1 steps in.
  for (let c = 0; c < 3; c += 1) {
    const value = planes[c]!.data;
    const base = local[c]!;
    let kc = (k + (c + 1) * stride) % NOISE_TABLE;
    const step = (3 * stride) % NOISE_TABLE;
    for (let y = 0, o = c; y < height; y += 1) {
      const row = Math.min(height - 1, Math.max(0, y + dy)) * width;
      for (let x = 0; x < width; x += 1, o += 3) {
        const i = row + Math.min(width - 1, Math.max(0, x + dx));
        const m = base[i]!;
        const v =
          linearToSrgb(gain * (m + SUBSURFACE_CONTRAST * (value[i]! - m) + specular[i]!)) +
          table[kc]!;
        data[o] = Math.min(255, Math.max(0, Math.round(v)));
        kc += step;
        if (kc >= NOISE_TABLE) kc -= NOISE_TABLE;
      }
    }
  }
  return { width, height, channels: 3, data };
}
