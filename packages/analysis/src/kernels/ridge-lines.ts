/**
 * Ridge centre lines from a ridge filter: non-maximum suppression across the ridge direction
 * (as in Canny 1986 for edges), then hysteresis (keep a chain only if some pixel is strong) and
 * a length filter. Gives one-pixel-wide lines whose pixel count is their length in pixels.
 */
import { newUint8 } from './arena';
import { filterComponents, labelComponents, type Components } from './components';
import type { RidgeResult } from './hessian';
import type { Mask } from './plane';

export interface CentrelineOptions {
  /** Weakest response that may belong to a line. */
  low: number;
  /** A kept line has at least one pixel at or above this response. */
  high: number;
  /** Shortest kept line, in pixels of this grid. */
  minLength: number;
  /**
   * Smallest ratio of a line's extent (major axis of its moments) to its length: about 1.15 for
   * a straight line, 0.45 for a circle. Rings around blobs and glints are not lines. Default 0.
   */
  minStraightness?: number;
  /** Only pixels marked here are considered. */
  mask?: Mask;
  /**
   * Pixels across which chains count as one for the hysteresis (not part of any line): a line
   * cut by something hidden (a filled glint) keeps its strong part's verdict on both sides.
   */
  bridge?: Mask;
}

/** Per component of `components`: 1 when it (or, with a bridge, anything bridged to it) has a pixel ≥ high. */
function strongComponents(
  components: Components,
  thin: Mask,
  response: Float32Array,
  high: number,
  bridge?: Mask,
): Uint8Array {
  const strong = newUint8(components.count + 1);
  if (!bridge) {
    for (const i of components.pixels) if (response[i]! >= high) strong[components.labels[i]!] = 1;
    return strong;
  }
  const joined = newUint8(thin.data.length);
  for (let i = 0; i < joined.length; i += 1) joined[i] = thin.data[i]! | +(bridge.data[i]! !== 0);
  const groups = labelComponents({ width: thin.width, height: thin.height, data: joined });
  const strongGroup = newUint8(groups.count + 1);
  for (const i of components.pixels) if (response[i]! >= high) strongGroup[groups.labels[i]!] = 1;
  for (const i of components.pixels)
    strong[components.labels[i]!] =
      strong[components.labels[i]!]! | strongGroup[groups.labels[i]!]!;
  return strong;
}

function neighbourOffset(nx: number, ny: number, w: number): number {
  // Round the across-ridge direction to the nearest of the 8 neighbours.
  const ox = Math.abs(nx) > 0.3827 ? Math.sign(nx) : 0; // 0.3827 = sin 22.5°
  const oy = Math.abs(ny) > 0.3827 ? Math.sign(ny) : 0;
  return oy * w + ox;
}

/** Ridge centre lines as a 0/1 mask. */
export function ridgeCentrelines(ridges: RidgeResult, options: CentrelineOptions): Mask {
  const { width: w, height: h, data: v } = ridges.response;
  const thin = newUint8(w * h);
  const m = options.mask?.data;
  for (let y = 1; y < h - 1; y += 1) {
    for (let x = 1; x < w - 1; x += 1) {
      const i = y * w + x;
      const value = v[i]!;
      if (value < options.low || (m && m[i]! === 0)) continue;
      const o = neighbourOffset(ridges.nx[i]!, ridges.ny[i]!, w);
      // ≥ on one side, > on the other: a two-pixel-wide plateau keeps exactly one pixel.
      if (value >= v[i + o]! && value > v[i - o]!) thin[i] = 1;
    }
  }
  const mask = { width: w, height: h, data: thin };
  const components = labelComponents(mask);
  const strong = strongComponents(components, mask, v, options.high, options.bridge);
  const straightness = options.minStraightness ?? 0;
  return filterComponents(
    mask,
    (shape, id) =>
      strong[id] === 1 &&
      shape.area >= options.minLength &&
      shape.majorAxis >= straightness * shape.area,
    components,
  );
}
