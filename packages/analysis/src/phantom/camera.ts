/**
 * Camera model of the phantom: white-balance error and colour crosstalk, exposure, radial
 * vignetting (and an optional lit-disc border), optical blur, sRGB encoding, Gaussian sensor
 * noise in code values and 8-bit quantisation. (JPEG comes from the node-side helper.)
 */
import { gaussianBlur } from '../kernels/gaussian';
import { linearToSrgb } from '../kernels/lab';
import type { RgbImage } from '../types';
import type { PhantomCapture, PhantomDevice } from './phantom-types';
import { createRng } from './prng';

export interface LinearImage {
  width: number;
  height: number;
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
}

/** Where an image sits on the sensor: its full size and the offset of a crop. */
export interface SensorWindow {
  width: number;
  height: number;
  x0: number;
  y0: number;
}

/** Illumination gain (vignetting and lit disc) of every image pixel. */
function illuminationField(
  sensor: SensorWindow,
  width: number,
  height: number,
  device: PhantomDevice,
  capture: PhantomCapture,
): Float32Array {
  const cx = sensor.width / 2 - sensor.x0;
  const cy = sensor.height / 2 - sensor.y0;
  const half2 = (sensor.width / 2) ** 2 + (sensor.height / 2) ** 2;
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const dy2 = (y + 0.5 - cy) ** 2;
    for (let x = 0; x < width; x += 1) {
      const rho2 = ((x + 0.5 - cx) ** 2 + dy2) / half2;
      let gain = 1 - device.vignetting * rho2;
      if (capture.disc !== null && rho2 > capture.disc * capture.disc) {
        gain *= Math.max(0.08, 1 - (Math.sqrt(rho2) - capture.disc) / 0.04);
      }
      out[y * width + x] = gain;
    }
  }
  return out;
}

function applyOptics(
  image: LinearImage,
  device: PhantomDevice,
  capture: PhantomCapture,
  exposure: number,
  sensor: SensorWindow,
): void {
  const { width, height } = image;
  const m = device.crosstalk;
  const [wr, wg, wb] = device.whiteBalance;
  const light = illuminationField(sensor, width, height, device, capture);
  for (let i = 0; i < width * height; i += 1) {
    const gain = exposure * light[i]!;
    const r = wr * image.r[i]!;
    const g = wg * image.g[i]!;
    const b = wb * image.b[i]!;
    image.r[i] = gain * (m[0]! * r + m[1]! * g + m[2]! * b);
    image.g[i] = gain * (m[3]! * r + m[4]! * g + m[5]! * b);
    image.b[i] = gain * (m[6]! * r + m[7]! * g + m[8]! * b);
  }
}

const NORMALS = 65536;
/** Linear → sRGB code value on a 16-bit grid (≤ 0.03 code value off, far below the noise). */
const ENCODE = Float32Array.from({ length: 65537 }, (_, i) => linearToSrgb(i / 65536));

/** A table of standard normal deviates, indexed at random: much cheaper than Box–Muller per sample. */
function normalTable(seed: number): Float32Array {
  const rng = createRng(seed ^ 0x5bd1e995);
  return Float32Array.from({ length: NORMALS }, () => rng.normal());
}

/** Scene linear RGB → 8-bit sRGB through the device and the capture conditions. */
export function captureImage(
  scene: LinearImage,
  device: PhantomDevice,
  capture: PhantomCapture,
  exposure: number,
  noiseSeed: number,
  sensor: SensorWindow = { width: scene.width, height: scene.height, x0: 0, y0: 0 },
): RgbImage {
  applyOptics(scene, device, capture, exposure, sensor);
  const { width, height } = scene;
  const planes = [scene.r, scene.g, scene.b].map((data) =>
    device.psfSigma > 0 ? gaussianBlur({ width, height, data }, device.psfSigma).data : data,
  );
  const gaussian = normalTable(noiseSeed);
  const out = new Uint8Array(width * height * 3);
  // xorshift32 (Marsaglia 2003) picks table entries: one inline step per sample.
  let state = (noiseSeed * 2654435761) >>> 0 || 1;
  for (let c = 0; c < 3; c += 1) {
    const plane = planes[c]!;
    for (let i = 0; i < width * height; i += 1) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const lin = plane[i]!;
      const code = lin <= 0 ? 0 : lin >= 1 ? 255 : ENCODE[(lin * 65536 + 0.5) | 0]!;
      const v = code + capture.noise * gaussian[(state >>> 0) & (NORMALS - 1)]!;
      out[3 * i + c] = v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
    }
  }
  return { width, height, channels: 3, data: out };
}
