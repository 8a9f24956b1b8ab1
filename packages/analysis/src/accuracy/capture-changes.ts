/** Changes of a capture for the repeatability suite, applied to a camera's 8-bit output before JPEG. */
import { SRGB_TO_LINEAR, linearToSrgb } from '../kernels/lab';
import { createRng } from '../phantom/prng';
import type { RgbImage } from '../types';

/**
 * A gain per channel in linear light, clipped at white. One gain on all channels is an exposure
 * change (shutter or LED drift); different gains are a white-balance shift. Applied after the
 * phantom camera's noise and quantisation, which a real exposure change would scale too: the
 * difference is below one code value at ±10 %.
 */
export function gainInLinearLight(
  image: RgbImage,
  gains: readonly [number, number, number],
): RgbImage {
  const luts = gains.map((gain) =>
    Uint8Array.from({ length: 256 }, (_, v) => Math.round(linearToSrgb(SRGB_TO_LINEAR[v]! * gain))),
  );
  const out = new Uint8Array(image.data.length);
  const ch = image.channels;
  for (let i = 0; i < image.data.length; i += 1) {
    const c = i % ch;
    out[i] = c < 3 ? luts[c]![image.data[i]!]! : image.data[i]!;
  }
  return { width: image.width, height: image.height, channels: ch, data: out };
}

/**
 * Fresh sensor noise on top of the capture's own (Gaussian σ in code values, independent per
 * channel): a retake's noise is not the first capture's. Seeded, so the suite repeats.
 */
export function addSensorNoise(image: RgbImage, sigma: number, seed: number): RgbImage {
  const rng = createRng(seed);
  const out = new Uint8Array(image.data.length);
  const ch = image.channels;
  for (let i = 0; i < image.data.length; i += 1) {
    const v = image.data[i]!;
    out[i] = i % ch < 3 ? Math.max(0, Math.min(255, Math.round(v + sigma * rng.normal()))) : v;
  }
  return { width: image.width, height: image.height, channels: ch, data: out };
}
