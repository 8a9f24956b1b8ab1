/**
 * Ridge centre lines from a ridge filter: non-maximum suppression across the ridge direction
 * (as in Canny 1986 for edges), then hysteresis (keep a chain only if some pixel is strong) and
 * a length filter. Gives one-pixel-wide lines whose pixel count is their length in pixels.
 */
import { newFloat32, newUint8 } from './arena';
import { componentShape, labelComponents, type Components } from './components';
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
  /**
   * Half-width of the graded cuts of `gradedLength`, as a fraction of each cut (peak response
   * against `high`, length against `minLength`, straightness against `minStraightness`): a
   * chain's weight rises from 0 at cut·(1 − ramp) to 1 at cut·(1 + ramp), so a line that drifts
   * across a cut between two photos moves the length a little instead of all at once.
   * Default 0: the hard cuts, as for the mask.
   */
  ramp?: number;
}

/**
 * Per component of `components`: its strongest response, or with a bridge the strongest of
 * everything bridged to it (a line cut by something hidden keeps its strong part's verdict).
 */
function componentPeaks(
  components: Components,
  thin: Mask,
  response: Float32Array,
  bridge?: Mask,
): Float32Array {
  const peak = newFloat32(components.count + 1);
  for (const i of components.pixels) {
    const id = components.labels[i]!;
    if (response[i]! > peak[id]!) peak[id] = response[i]!;
  }
  if (!bridge) return peak;
  const joined = newUint8(thin.data.length);
  for (let i = 0; i < joined.length; i += 1) joined[i] = thin.data[i]! | +(bridge.data[i]! !== 0);
  const groups = labelComponents({ width: thin.width, height: thin.height, data: joined });
  const groupPeak = newFloat32(groups.count + 1);
  for (const i of components.pixels) {
    const g = groups.labels[i]!;
    if (response[i]! > groupPeak[g]!) groupPeak[g] = response[i]!;
  }
  for (const i of components.pixels) {
    const id = components.labels[i]!;
    if (groupPeak[groups.labels[i]!]! > peak[id]!) peak[id] = groupPeak[groups.labels[i]!]!;
  }
  return peak;
}

function neighbourOffset(nx: number, ny: number, w: number): number {
  // Round the across-ridge direction to the nearest of the 8 neighbours.
  const ox = Math.abs(nx) > 0.3827 ? Math.sign(nx) : 0; // 0.3827 = sin 22.5°
  const oy = Math.abs(ny) > 0.3827 ? Math.sign(ny) : 0;
  return oy * w + ox;
}

export interface RidgeLines {
  /** The kept lines (hysteresis, length, straightness), one pixel wide, as a 0/1 mask. */
  mask: Mask;
  /**
   * Length of the lines in pixels of this grid (within `within` when given), each candidate
   * chain weighted by how clearly it passes the three cuts (`ramp` in CentrelineOptions).
   */
  gradedLength(within?: Mask): number;
}

/**
 * 0 at t·(1 − r), 1 at t·(1 + r), linear between: how clearly `x` passes the cut `t`. With
 * r = 0 a step at t (the hard cut itself).
 */
function passes(x: number, t: number, r: number): number {
  if (r <= 0) return x >= t ? 1 : 0;
  const lo = t * (1 - r);
  return x <= lo ? 0 : x >= t * (1 + r) ? 1 : (x - lo) / (2 * r * t);
}

/** Ridge centre lines: the kept mask, and their length graded across the cuts. */
export function ridgeLines(ridges: RidgeResult, options: CentrelineOptions): RidgeLines {
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
  const peak = componentPeaks(components, mask, v, options.bridge);
  const straightness = options.minStraightness ?? 0;
  const ramp = options.ramp ?? 0;
  const kept = newUint8(components.count + 1);
  const weight = newFloat32(components.count + 1);
  for (let id = 1; id <= components.count; id += 1) {
    const shape = componentShape(components, id);
    const straight = shape.majorAxis / shape.area;
    kept[id] =
      peak[id]! >= options.high &&
      shape.area >= options.minLength &&
      shape.majorAxis >= straightness * shape.area
        ? 1
        : 0;
    weight[id] =
      ramp > 0
        ? passes(peak[id]!, options.high, ramp) *
          passes(shape.area, options.minLength, ramp) *
          passes(straight, straightness, ramp)
        : kept[id]!;
  }
  const out = newUint8(thin.length);
  const labels = components.labels;
  for (const i of components.pixels) out[i] = kept[labels[i]!]!;
  return {
    mask: { width: w, height: h, data: out },
    gradedLength(within?: Mask): number {
      const inside = within?.data;
      let sum = 0;
      for (const i of components.pixels) if (!inside || inside[i]) sum += weight[labels[i]!]!;
      return sum;
    },
  };
}

/** Ridge centre lines as a 0/1 mask. */
export function ridgeCentrelines(ridges: RidgeResult, options: CentrelineOptions): Mask {
  return ridgeLines(ridges, options).mask;
}
