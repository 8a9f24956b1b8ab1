import { describe, expect, it } from 'vitest';
import {
  blackTopHat,
  closing,
  dilate,
  dilateMask,
  erode,
  erodeMask,
  opening,
  runningExtreme1d,
  whiteTopHat,
} from './morphology';
import { createPlane, type Plane } from './plane';

function naive(src: Float32Array, size: number, op: 'min' | 'max'): Float32Array {
  const r = (size - 1) >> 1;
  return src.map((_, i) => {
    let best = op === 'max' ? -Infinity : Infinity;
    for (let j = Math.max(0, i - r); j <= Math.min(src.length - 1, i + r); j += 1)
      best = op === 'max' ? Math.max(best, src[j]!) : Math.min(best, src[j]!);
    return best;
  });
}

/** Minimum and maximum over the sx × sy rectangle centred on (x, y), clipped to the plane. */
function naiveRect(plane: Plane, x: number, y: number, sx: number, sy: number) {
  let lo = Infinity;
  let hi = -Infinity;
  const { width: w, height: h, data } = plane;
  for (let yy = Math.max(0, y - (sy >> 1)); yy <= Math.min(h - 1, y + (sy >> 1)); yy += 1)
    for (let xx = Math.max(0, x - (sx >> 1)); xx <= Math.min(w - 1, x + (sx >> 1)); xx += 1) {
      lo = Math.min(lo, data[yy * w + xx]!);
      hi = Math.max(hi, data[yy * w + xx]!);
    }
  return { lo, hi };
}

function pseudoRandom(n: number, seed: number): Float32Array {
  let s = seed;
  return Float32Array.from(
    { length: n },
    () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648) * 100,
  );
}

describe('van Herk / Gil–Werman running min and max', () => {
  it('equals the naive window for odd sizes shorter and longer than the signal', () => {
    const src = pseudoRandom(37, 7);
    for (const size of [1, 3, 5, 9, 21, 37, 75]) {
      for (const op of ['min', 'max'] as const) {
        const out = new Float32Array(37);
        const g = new Float32Array(37 + size);
        const h = new Float32Array(37 + size);
        runningExtreme1d(src, 0, 1, 37, size, op, out, g, h);
        expect(Array.from(out)).toEqual(Array.from(naive(src, size, op)));
      }
    }
  });
});

describe('2-D morphology with square elements', () => {
  const w = 30;
  const h = 24;
  const src = { width: w, height: h, data: pseudoRandom(w * h, 3) };

  it('erodes and dilates as the naive square window', () => {
    const eroded = erode(src, 5);
    const dilated = dilate(src, 5, 3);
    for (const [x, y] of [
      [0, 0],
      [10, 10],
      [29, 23],
      [15, 1],
    ] as const) {
      expect(eroded.data[y * w + x]).toBe(naiveRect(src, x, y, 5, 5).lo);
      expect(dilated.data[y * w + x]).toBe(naiveRect(src, x, y, 5, 3).hi);
    }
  });

  it('equals the naive rectangle at every pixel, rows taken four at a time or fewer', () => {
    // Heights 21–23 leave one to three rows after the groups of four; widths of the element
    // 3 (the direct path), 5 and 11 (van Herk), in both directions.
    for (const [w2, h2] of [
      [19, 21],
      [20, 22],
      [17, 23],
    ] as const) {
      const plane = { width: w2, height: h2, data: pseudoRandom(w2 * h2, w2 + h2) };
      for (const [sx, sy] of [
        [3, 3],
        [5, 11],
        [11, 3],
      ] as const) {
        const eroded = erode(plane, sx, sy).data;
        const dilated = dilate(plane, sx, sy).data;
        for (let y = 0; y < h2; y += 1)
          for (let x = 0; x < w2; x += 1) {
            const { lo, hi } = naiveRect(plane, x, y, sx, sy);
            expect(eroded[y * w2 + x]).toBe(lo);
            expect(dilated[y * w2 + x]).toBe(hi);
          }
      }
    }
  });

  it('opening and closing are idempotent and bracket the image', () => {
    const open = opening(src, 5);
    const close = closing(src, 5);
    expect(Array.from(opening(open, 5).data)).toEqual(Array.from(open.data));
    for (let i = 0; i < src.data.length; i += 1) {
      expect(open.data[i]!).toBeLessThanOrEqual(src.data[i]!);
      expect(close.data[i]!).toBeGreaterThanOrEqual(src.data[i]!);
    }
  });

  it('top-hats keep small details and drop large ones', () => {
    const img = createPlane(60, 40, 50);
    for (let y = 18; y <= 20; y += 1) for (let x = 10; x <= 12; x += 1) img.data[y * 60 + x] = 40; // small dark
    for (let y = 5; y <= 35; y += 1) for (let x = 30; x <= 55; x += 1) img.data[y * 60 + x] = 30; // large dark
    img.data[2 * 60 + 2] = 70; // small bright
    const black = blackTopHat(img, 7);
    const white = whiteTopHat(img, 7);
    expect(black.data[19 * 60 + 11]).toBeCloseTo(10, 5);
    expect(black.data[20 * 60 + 40]).toBeCloseTo(0, 5);
    expect(white.data[2 * 60 + 2]).toBeCloseTo(20, 5);
    expect(white.data[20 * 60 + 40]).toBeCloseTo(0, 5);
  });
});

describe('binary morphology on masks', () => {
  it('dilates and erodes with a square, borders not eroding', () => {
    const mask = { width: 7, height: 5, data: new Uint8Array(35) };
    mask.data[2 * 7 + 3] = 1;
    const grown = dilateMask(mask, 3);
    expect(Array.from(grown.data).reduce((a, b) => a + b, 0)).toBe(9);
    expect(Array.from(erodeMask(grown, 3).data).reduce((a, b) => a + b, 0)).toBe(1);
    const full = { width: 4, height: 3, data: new Uint8Array(12).fill(1) };
    expect(Array.from(erodeMask(full, 3).data)).toEqual(Array.from(full.data));
  });

  it('gives the same result on rows of a multiple of 4 px (word path) as a per-pixel 3×3', () => {
    for (const [w, h] of [
      [40, 9],
      [41, 9],
      [4, 1],
    ] as const) {
      const values = pseudoRandom(w * h, w);
      // Sparse marks with class values 1–3, so both growing and shrinking show.
      const data = Uint8Array.from(values, (v) => (v < 30 ? 1 + (Math.floor(v) % 3) : 0));
      const mask = { width: w, height: h, data };
      for (const erodeIt of [false, true]) {
        const got = (erodeIt ? erodeMask : dilateMask)(mask, 3).data;
        for (let y = 0; y < h; y += 1)
          for (let x = 0; x < w; x += 1) {
            let any = 0;
            let all = 1;
            for (let dy = -1; dy <= 1; dy += 1)
              for (let dx = -1; dx <= 1; dx += 1) {
                const xx = x + dx;
                const yy = y + dy;
                const inside = xx >= 0 && xx < w && yy >= 0 && yy < h;
                const marked = inside ? (data[yy * w + xx]! !== 0 ? 1 : 0) : erodeIt ? 1 : 0;
                any |= marked;
                all &= marked;
              }
            expect(got[y * w + x]).toBe(erodeIt ? all : any);
          }
      }
    }
  });
});
