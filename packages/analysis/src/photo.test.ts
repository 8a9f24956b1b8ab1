import { describe, expect, it } from 'vitest';
import { generatePhantom } from './phantom/generate';
import { photoPlanes } from './photo';

describe('photoPlanes', () => {
  it('computes the colour planes on demand when asked for luminance only, with the same values', () => {
    const { polarised } = generatePhantom({ seed: 5, width: 64, height: 48 });
    const full = photoPlanes(polarised);
    const luminance = photoPlanes(polarised, { colour: false });
    expect(Array.from(luminance.logY.data)).toEqual(Array.from(full.logY.data));
    expect(Array.from(luminance.yMax.data)).toEqual(Array.from(full.yMax.data));
    for (const c of ['r', 'g', 'b'] as const)
      expect(Array.from(luminance[c].data)).toEqual(Array.from(full[c].data));
  });

  it('counts clipped pixels over one pixel of every 2×2 block, odd sizes included', () => {
    for (const [w, h] of [
      [6, 4],
      [7, 5],
      [7, 4],
      [6, 5],
    ] as const) {
      // A repeatable mix of white, black, clipped-in-one-channel and plain pixels.
      const data = Uint8Array.from(
        { length: w * h * 3 },
        (_, i) => [255, 3, 120, 251, 0, 4, 90][(i * 7 + (i >> 2)) % 7]!,
      );
      let high = 0;
      let low = 0;
      let n = 0;
      for (let y = 0; y < h; y += 2)
        for (let x = 0; x < w; x += 2) {
          const p = Array.from(data.subarray((y * w + x) * 3, (y * w + x) * 3 + 3));
          n += 1;
          if (p.some((v) => v >= 250)) high += 1;
          else if (p.every((v) => v <= 5)) low += 1;
        }
      const planes = photoPlanes({ width: w, height: h, channels: 3, data });
      expect([planes.clippedHigh, planes.clippedLow]).toEqual([high / n, low / n]);
      expect(high + low).toBeGreaterThan(0);
    }
  });
});
