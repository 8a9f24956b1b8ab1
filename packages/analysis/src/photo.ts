/**
 * The planes everything else starts from: linear R, G, B, luminance, 2×2-maximum luminance
 * (glints) and log-luminance on the half grid (colour, lines, texture, registration), and the
 * clipped-pixel shares of the exposure check. Full-resolution work (glint and spot outlines)
 * reads the 8-bit source directly where it is needed. Browser-safe.
 */
import { overwrittenFloat32 } from './kernels/arena';
import { fastLn, max2 } from './kernels/fast-math';
import { SRGB_TO_LINEAR } from './kernels/lab';
import type { Plane } from './kernels/plane';
import type { RgbImage } from './types';

/** sRGB luminance weights (IEC 61966-2-1, the Y row of the RGB → XYZ matrix). */
const WR = 0.2126729;
const WG = 0.7151522;
const WB = 0.072175;
/** Code values treated as clipped: within 5 of the ends (JPEG ringing rarely reaches 0 or 255 exactly). */
const CLIP_HIGH = 250;
const CLIP_LOW = 5;
/** Added before the log so black stays finite (ln 0.001 ≈ −6.9, far below any skin). */
const LOG_FLOOR = 1e-3;

/**
 * Each channel's share of luminance per code value, in double precision: the same products as
 * WR · linear(v) computed per pixel, looked up instead of multiplied.
 */
const Y_R = Float64Array.from(SRGB_TO_LINEAR, (v) => WR * v);
const Y_G = Float64Array.from(SRGB_TO_LINEAR, (v) => WG * v);
const Y_B = Float64Array.from(SRGB_TO_LINEAR, (v) => WB * v);

/** Per code value: 1 if clipped high, 2 if (possibly) clipped low, for counting in one lookup. */
const CLIP_CLASS = Uint8Array.from({ length: 256 }, (_, v) =>
  v >= CLIP_HIGH ? 1 : v <= CLIP_LOW ? 2 : 0,
);

export interface PhotoPlanes {
  width: number;
  height: number;
  /** The decoded photo (for full-resolution outlines). */
  source: RgbImage;
  /** Half-resolution linear R, G, B and luminance (2×2 means). */
  r: Plane;
  g: Plane;
  b: Plane;
  y: Plane;
  /** Brightest of the 2×2 pixels (a small glint keeps its peak). */
  yMax: Plane;
  /** 100·ln(Y + 0.001) on the half grid: shading, relief and lines are multiplicative. */
  logY: Plane;
  /** Share of pixels with a channel ≥ 250, and with every channel ≤ 5 (from a quarter sample). */
  clippedHigh: number;
  clippedLow: number;
}

/** Linear luminance of the RGB(A) pixel that starts at byte j of `data`. */
export function luminanceAt(data: ArrayLike<number>, j: number): number {
  return Y_R[data[j]!]! + Y_G[data[j + 1]!]! + Y_B[data[j + 2]!]!;
}

/** Clipped-pixel counts of the quarter sample (one pixel of every 2×2 block). */
interface ClipCounts {
  high: number;
  low: number;
  samples: number;
}

/**
 * Adds the pixel at byte offset j to the counts: clipped high if a channel is ≥ 250, clipped low if every
 * channel is ≤ 5. Branch-free, with one lookup per channel.
 */
function countClipped(data: ArrayLike<number>, j: number, counts: ClipCounts): void {
  const k0 = CLIP_CLASS[data[j]!]!;
  const k1 = CLIP_CLASS[data[j + 1]!]!;
  const k2 = CLIP_CLASS[data[j + 2]!]!;
  counts.high += (k0 | k1 | k2) & 1;
  counts.low += +((k0 & k1 & k2) === 2);
  counts.samples += 1;
}

/**
 * The samples the 2×2 blocks of halfPlanes do not reach: with an odd width or height, the
 * pixels of the last column (even rows) and of the last row (even columns).
 */
function countClippedLeftovers(
  data: ArrayLike<number>,
  w: number,
  h: number,
  ch: number,
  counts: ClipCounts,
): void {
  if (w % 2 === 1)
    for (let y = 0; y + 1 < h; y += 2) countClipped(data, (y * w + w - 1) * ch, counts);
  if (h % 2 === 1)
    for (let x = 0; x < w; x += 2) countClipped(data, ((h - 1) * w + x) * ch, counts);
}

interface HalfPlanes {
  clipped: ClipCounts;
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
  y: Float32Array;
  yMax: Float32Array;
  logY: Float32Array;
}

/**
 * One pass over the 2×2 blocks: linear R, G, B means, luminance mean and maximum,
 * log-luminance (branch-free max and table log: see kernels/fast-math.ts), and the clipped
 * counts of each block's first pixel.
 */
function halfPlanes(
  data: ArrayLike<number>,
  w: number,
  hw: number,
  hh: number,
  ch: number,
  colour: boolean,
): HalfPlanes {
  const n = hw * hh;
  const none = new Float32Array(0);
  const out: HalfPlanes = {
    clipped: { high: 0, low: 0, samples: 0 },
    r: colour ? overwrittenFloat32(n) : none,
    g: colour ? overwrittenFloat32(n) : none,
    b: colour ? overwrittenFloat32(n) : none,
    y: overwrittenFloat32(n),
    yMax: overwrittenFloat32(n),
    logY: overwrittenFloat32(n),
  };
  const lut = SRGB_TO_LINEAR;
  const stride = w * ch;
  const { r, g, b, y: lum, yMax, logY } = out;
  let high = 0;
  let low = 0;
  for (let y = 0; y < hh; y += 1) {
    let j = 2 * y * stride;
    for (let x = 0, k = y * hw; x < hw; x += 1, k += 1, j += 2 * ch) {
      const c0 = data[j]!, c1 = data[j + 1]!, c2 = data[j + 2]!; // prettier-ignore
      const d0 = data[j + ch]!, d1 = data[j + ch + 1]!, d2 = data[j + ch + 2]!; // prettier-ignore
      const e0 = data[j + stride]!, e1 = data[j + stride + 1]!, e2 = data[j + stride + 2]!; // prettier-ignore
      const j3 = j + stride + ch;
      const f0 = data[j3]!, f1 = data[j3 + 1]!, f2 = data[j3 + 2]!; // prettier-ignore
      const k0 = CLIP_CLASS[c0]!, k1 = CLIP_CLASS[c1]!, k2 = CLIP_CLASS[c2]!; // prettier-ignore
      high += (k0 | k1 | k2) & 1;
      low += +((k0 & k1 & k2) === 2);
      const y0 = Y_R[c0]! + Y_G[c1]! + Y_B[c2]!;
      const y1 = Y_R[d0]! + Y_G[d1]! + Y_B[d2]!;
      const y2 = Y_R[e0]! + Y_G[e1]! + Y_B[e2]!;
      const y3 = Y_R[f0]! + Y_G[f1]! + Y_B[f2]!;
      const mean = 0.25 * (y0 + y1 + y2 + y3);
      if (colour) {
        r[k] = 0.25 * (lut[c0]! + lut[d0]! + lut[e0]! + lut[f0]!);
        g[k] = 0.25 * (lut[c1]! + lut[d1]! + lut[e1]! + lut[f1]!);
        b[k] = 0.25 * (lut[c2]! + lut[d2]! + lut[e2]! + lut[f2]!);
      }
      lum[k] = mean;
      yMax[k] = max2(max2(y0, y1), max2(y2, y3));
      logY[k] = 100 * fastLn(mean + LOG_FLOOR);
    }
  }
  out.clipped = { high, low, samples: hw * hh };
  return out;
}

/**
 * The planes of a photo. With `colour: false` (the normal photo: the engine reads only its
 * luminance) the R, G, B planes are computed only if read, which saves a third of the pass.
 */
export function photoPlanes(image: RgbImage, options: { colour?: boolean } = {}): PhotoPlanes {
  const { width: w, height: h, channels: ch, data } = image;
  if (data.length < w * h * ch)
    throw new RangeError('pixel data is shorter than width × height × channels');
  const hw = w >> 1;
  const hh = h >> 1;
  const colour = options.colour ?? true;
  const half = halfPlanes(data, w, hw, hh, ch, colour);
  const clipped = half.clipped;
  countClippedLeftovers(data, w, h, ch, clipped);
  const samples = Math.max(1, clipped.samples);
  const plane = (d: Float32Array) => ({ width: hw, height: hh, data: d });
  const common = {
    width: w,
    height: h,
    source: image,
    y: plane(half.y),
    yMax: plane(half.yMax),
    logY: plane(half.logY),
    clippedHigh: clipped.high / samples,
    clippedLow: clipped.low / samples,
  };
  if (colour) return { ...common, r: plane(half.r), g: plane(half.g), b: plane(half.b) };
  let rgb: HalfPlanes | null = null;
  const lazy = () => (rgb ??= halfPlanes(data, w, hw, hh, ch, true));
  return {
    ...common,
    get r() {
      return plane(lazy().r);
    },
    get g() {
      return plane(lazy().g);
    },
    get b() {
      return plane(lazy().b);
    },
  };
}
