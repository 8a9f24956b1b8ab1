/**
 * Procedural skin micro-relief in scene coordinates, so that the normal and polarised frames
 * (shifted against each other) see the same skin: 1/f value noise (fBm) and the furrow network
 * of the skin surface, modelled as the edges of a jittered Voronoi tessellation (the polygonal
 * "skin microrelief" of dermatoscopy).
 */
import { hash2 } from './prng';

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}

function valueNoise(x: number, y: number, seed: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = smooth(x - ix);
  const fy = smooth(y - iy);
  const a = hash2(ix, iy, seed);
  const b = hash2(ix + 1, iy, seed);
  const c = hash2(ix, iy + 1, seed);
  const d = hash2(ix + 1, iy + 1, seed);
  return 2 * (a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy) - 1;
}

/**
 * Fractal value noise: octaves of wavelength `wavelength`/2^k with amplitude 1/2^k (a 1/f
 * spectrum), roughly zero-mean with σ ≈ 0.35.
 */
export function fbm(x: number, y: number, seed: number, wavelength: number, octaves = 4): number {
  let sum = 0;
  let amplitude = 1;
  let frequency = 1 / wavelength;
  for (let o = 0; o < octaves; o += 1) {
    sum += amplitude * valueNoise(x * frequency, y * frequency, seed + 101 * o);
    amplitude *= 0.5;
    frequency *= 2;
  }
  return sum * 0.5;
}

export interface FrameWindow {
  width: number;
  height: number;
  ox: number;
  oy: number;
}

/**
 * For every pixel centre of a frame, the distance to the nearest Voronoi edge of seeds jittered
 * in a grid of `cell` px (half the gap between the nearest and the second-nearest seed), with the
 * seeds of the needed cells computed once (hashing them per pixel dominated the generator's time).
 */
export function furrowDistanceField(frame: FrameWindow, seed: number, cell: number): Float32Array {
  const gx0 = Math.floor(frame.ox / cell) - 2;
  const gy0 = Math.floor(frame.oy / cell) - 2;
  const gw = Math.ceil(frame.width / cell) + 5;
  const gh = Math.ceil(frame.height / cell) + 5;
  const sx = new Float64Array(gw * gh);
  const sy = new Float64Array(gw * gh);
  for (let j = 0; j < gh; j += 1)
    for (let i = 0; i < gw; i += 1) {
      const gx = gx0 + i;
      const gy = gy0 + j;
      sx[j * gw + i] = (gx + 0.15 + 0.7 * hash2(gx, gy, seed)) * cell;
      sy[j * gw + i] = (gy + 0.15 + 0.7 * hash2(gx, gy, seed + 7)) * cell;
    }
  const out = new Float32Array(frame.width * frame.height);
  for (let y = 0; y < frame.height; y += 1) {
    const py = y + 0.5 + frame.oy;
    const cy = Math.floor(py / cell) - gy0;
    for (let x = 0; x < frame.width; x += 1) {
      const px = x + 0.5 + frame.ox;
      const cx = Math.floor(px / cell) - gx0;
      let d1 = Infinity;
      let d2 = Infinity;
      for (let j = cy - 1; j <= cy + 1; j += 1)
        for (let i = cx - 1; i <= cx + 1; i += 1) {
          const k = j * gw + i;
          const dx = px - sx[k]!;
          const dy = py - sy[k]!;
          const d = dx * dx + dy * dy;
          if (d < d1) {
            d2 = d1;
            d1 = d;
          } else if (d < d2) d2 = d;
        }
      out[y * frame.width + x] = 0.5 * (Math.sqrt(d2) - Math.sqrt(d1));
    }
  }
  return out;
}

/**
 * `fbm` for every pixel centre of a frame, from per-octave lattices computed once. A column's
 * lattice cell and smoothed fraction are the same on every row: computed once per octave too.
 */
export function fbmField(
  frame: FrameWindow,
  seed: number,
  wavelength: number,
  octaves = 4,
): Float32Array {
  const { width, height } = frame;
  const out = new Float32Array(width * height);
  const column = new Int32Array(width);
  const fxs = new Float64Array(width);
  let amplitude = 0.5;
  let frequency = 1 / wavelength;
  for (let o = 0; o < octaves; o += 1) {
    const lx0 = Math.floor(frame.ox * frequency) - 1;
    const ly0 = Math.floor(frame.oy * frequency) - 1;
    const lw = Math.ceil(width * frequency) + 4;
    const lh = Math.ceil(height * frequency) + 4;
    const lattice = new Float32Array(lw * lh);
    for (let j = 0; j < lh; j += 1)
      for (let i = 0; i < lw; i += 1)
        lattice[j * lw + i] = 2 * hash2(lx0 + i, ly0 + j, seed + 101 * o) - 1;
    for (let x = 0; x < width; x += 1) {
      const u = (x + 0.5 + frame.ox) * frequency;
      const ix = Math.floor(u);
      column[x] = ix - lx0;
      fxs[x] = smooth(u - ix);
    }
    for (let y = 0; y < height; y += 1) {
      const v = (y + 0.5 + frame.oy) * frequency;
      const iy = Math.floor(v);
      const fy = smooth(v - iy);
      const row = (iy - ly0) * lw;
      const line = y * width;
      for (let x = 0; x < width; x += 1) {
        const fx = fxs[x]!;
        const k = row + column[x]!;
        const a = lattice[k]!;
        const b = lattice[k + 1]!;
        const c = lattice[k + lw]!;
        const d = lattice[k + lw + 1]!;
        const i = line + x;
        out[i] =
          out[i]! + amplitude * (a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy);
      }
    }
    amplitude *= 0.5;
    frequency *= 2;
  }
  return out;
}
