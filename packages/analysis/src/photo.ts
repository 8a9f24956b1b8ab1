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
export const CLIP_HIGH = 250;
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
 * Adds the pixel at byte offset j to the counts: clipped high if a channel is ≥ 250, clipped
 * low if every channel is ≤ 5 (as the 2×2 passes count each block's first pixel).
 */
function countClipped(data: ArrayLike<number>, j: number, counts: ClipCounts): void {
  const c0 = data[j]!;
  const c1 = data[j + 1]!;
  const c2 = data[j + 2]!;
  counts.high += +(c0 >= CLIP_HIGH) | +(c1 >= CLIP_HIGH) | +(c2 >= CLIP_HIGH);
  counts.low += +(c0 <= CLIP_LOW) & +(c1 <= CLIP_LOW) & +(c2 <= CLIP_LOW);
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

/** The half-grid planes of one 2×2-block pass, empty where the pass does not compute them. */
function newHalfPlanes(n: number, colour: boolean): HalfPlanes {
  const none = new Float32Array(0);
  return {
    clipped: { high: 0, low: 0, samples: 0 },
    r: colour ? overwrittenFloat32(n) : none,
    g: colour ? overwrittenFloat32(n) : none,
    b: colour ? overwrittenFloat32(n) : none,
    y: overwrittenFloat32(n),
    yMax: overwrittenFloat32(n),
    logY: overwrittenFloat32(n),
  };
}

/*
 * Both passes below go over the 2×2 blocks once: luminance mean and maximum, log-luminance
 * (branch-free max and table log: see kernels/fast-math.ts) and the clipped counts of each
 * block's first pixel (compared, not looked up: a comparison costs less than a table read).
 * They are two loops rather than one with a colour switch because the colour pass reads the
 * pixels differently: the table reads are what this pass spends its time on.
 */

/** Block k's luminance mean, maximum and log-mean from its four pixels' Y. */
function storeLuminance(
  lum: Float32Array,
  yMax: Float32Array,
  logY: Float32Array,
  k: number,
  y0: number,
  y1: number,
  y2: number,
  y3: number,
) {
  const mean = 0.25 * (y0 + y1 + y2 + y3);
  lum[k] = mean;
  yMax[k] = max2(max2(y0, y1), max2(y2, y3));
  logY[k] = 100 * fastLn(mean + LOG_FLOOR);
}

/** Luminance only: each pixel's Y from the three per-channel tables. */
function luminanceHalfPlanes(
  data: ArrayLike<number>,
  w: number,
  hw: number,
  hh: number,
  ch: number,
) {
  const out = newHalfPlanes(hw * hh, false);
  const { y: lum, yMax, logY } = out;
  const stride = w * ch;
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
      high += +(c0 >= CLIP_HIGH) | +(c1 >= CLIP_HIGH) | +(c2 >= CLIP_HIGH);
      low += +(c0 <= CLIP_LOW) & +(c1 <= CLIP_LOW) & +(c2 <= CLIP_LOW);
      const y0 = Y_R[c0]! + Y_G[c1]! + Y_B[c2]!;
      const y1 = Y_R[d0]! + Y_G[d1]! + Y_B[d2]!;
      const y2 = Y_R[e0]! + Y_G[e1]! + Y_B[e2]!;
      const y3 = Y_R[f0]! + Y_G[f1]! + Y_B[f2]!;
      storeLuminance(lum, yMax, logY, k, y0, y1, y2, y3);
    }
  }
  out.clipped = { high, low, samples: hw * hh };
  return out;
}

/**
 * Colour too: each channel linearised once, for the R, G, B means and for Y. WR · linear(v)
 * multiplied here is the same double product the Y tables hold, so Y is the same to the bit
 * (the tables would be three more reads per pixel).
 */
function colourHalfPlanes(data: ArrayLike<number>, w: number, hw: number, hh: number, ch: number) {
  const out = newHalfPlanes(hw * hh, true);
  const lut = SRGB_TO_LINEAR;
  const stride = w * ch;
  const { r, g, b, y: lum, yMax, logY } = out;
  let high = 0;
  let low = 0;
  for (let y = 0; y < hh; y += 1) {
    let j = 2 * y * stride;
    for (let x = 0, k = y * hw; x < hw; x += 1, k += 1, j += 2 * ch) {
      const c0 = data[j]!, c1 = data[j + 1]!, c2 = data[j + 2]!; // prettier-ignore
      high += +(c0 >= CLIP_HIGH) | +(c1 >= CLIP_HIGH) | +(c2 >= CLIP_HIGH);
      low += +(c0 <= CLIP_LOW) & +(c1 <= CLIP_LOW) & +(c2 <= CLIP_LOW);
      const j1 = j + ch;
      const j2 = j + stride;
      const j3 = j2 + ch;
      const r0 = lut[c0]!, g0 = lut[c1]!, b0 = lut[c2]!; // prettier-ignore
      const r1 = lut[data[j1]!]!, g1 = lut[data[j1 + 1]!]!, b1 = lut[data[j1 + 2]!]!; // prettier-ignore
      const r2 = lut[data[j2]!]!, g2 = lut[data[j2 + 1]!]!, b2 = lut[data[j2 + 2]!]!; // prettier-ignore
      const r3 = lut[data[j3]!]!, g3 = lut[data[j3 + 1]!]!, b3 = lut[data[j3 + 2]!]!; // prettier-ignore
      const y0 = WR * r0 + WG * g0 + WB * b0;
      const y1 = WR * r1 + WG * g1 + WB * b1;
      const y2 = WR * r2 + WG * g2 + WB * b2;
      const y3 = WR * r3 + WG * g3 + WB * b3;
      r[k] = 0.25 * (r0 + r1 + r2 + r3);
      g[k] = 0.25 * (g0 + g1 + g2 + g3);
      b[k] = 0.25 * (b0 + b1 + b2 + b3);
      storeLuminance(lum, yMax, logY, k, y0, y1, y2, y3);
    }
  }
  out.clipped = { high, low, samples: hw * hh };
  return out;
}

function halfPlanes(
  data: ArrayLike<number>,
  w: number,
  hw: number,
  hh: number,
  ch: number,
  colour: boolean,
): HalfPlanes {
  return colour ? colourHalfPlanes(data, w, hw, hh, ch) : luminanceHalfPlanes(data, w, hw, hh, ch);
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
