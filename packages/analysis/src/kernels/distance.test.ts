import { describe, expect, it } from 'vitest';
import { distanceToBackground } from './distance';

describe('chamfer distance transform', () => {
  it('gives a disc its radius and a line half its width', () => {
    const w = 64;
    const h = 40;
    const data = new Uint8Array(w * h);
    for (let y = 0; y < h; y += 1)
      for (let x = 0; x < w; x += 1) {
        if (Math.hypot(x - 15, y - 20) <= 8) data[y * w + x] = 1;
        if (x >= 35 && x <= 60 && y >= 18 && y <= 21) data[y * w + x] = 1;
      }
    const d = distanceToBackground({ width: w, height: h, data });
    // The nearest background pixel is ≈ 8.5 px away (the disc's edge on a diagonal).
    expect(d[20 * w + 15]!).toBeGreaterThanOrEqual(7.5);
    expect(d[20 * w + 15]!).toBeLessThanOrEqual(9.5);
    expect(d[19 * w + 45]!).toBeCloseTo(2, 0);
    expect(d[0]).toBe(0);
  });

  it('treats the image border as background', () => {
    const d = distanceToBackground({ width: 5, height: 5, data: new Uint8Array(25).fill(1) });
    expect(d[0]).toBe(1);
    expect(d[12]).toBe(3);
  });
});
