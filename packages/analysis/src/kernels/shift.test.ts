import { describe, expect, it } from 'vitest';
import { gaussianBlur } from './gaussian';
import { matchShift } from './shift';

function texture(w: number, h: number, ox: number, oy: number) {
  const data = new Float32Array(w * h);
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1) {
      const X = x + ox;
      const Y = y + oy;
      data[y * w + x] =
        Math.sin(X * 0.31) * Math.cos(Y * 0.23) +
        Math.sin((X + 2 * Y) * 0.11) +
        0.5 * Math.sin(X * Y * 0.002);
    }
  return gaussianBlur({ width: w, height: h, data }, 1);
}

describe('matchShift', () => {
  it('recovers an integer translation with a gain change', () => {
    const a = texture(80, 60, 0, 0);
    const b0 = texture(80, 60, -3, 2);
    const b = { ...b0, data: b0.data.map((v) => 0.7 * v + 5) };
    // b(x, y) = T(x − 3, y + 2), a(x, y) = T(x, y) ⇒ b(x + 3, y − 2) = a(x, y).
    const s = matchShift(a, b, 5);
    expect(Math.round(s.dx)).toBe(3);
    expect(Math.round(s.dy)).toBe(-2);
    expect(s.ncc).toBeGreaterThan(0.99);
  });

  it('searches around a coarse estimate', () => {
    const a = texture(80, 60, 0, 0);
    const b = texture(80, 60, -7, 0);
    const s = matchShift(a, b, 1, 6, 0);
    expect(Math.round(s.dx)).toBe(7);
  });
});
