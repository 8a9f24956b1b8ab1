import { describe, expect, it } from 'vitest';
import { boxMean, localMeanStd } from './box';
import { boxSum, integralImage, integralLocalStats } from './integral';

const w = 13;
const h = 9;
const data = Float32Array.from({ length: w * h }, (_, i) => ((i * 37) % 11) - 3);
const src = { width: w, height: h, data };

describe('integral images', () => {
  it('give box sums equal to direct sums, clipped at the borders', () => {
    const ii = integralImage(src);
    for (const [x0, y0, x1, y1] of [
      [0, 0, 12, 8],
      [3, 2, 7, 5],
      [-4, -4, 2, 2],
      [10, 6, 20, 20],
    ] as const) {
      let direct = 0;
      for (let y = Math.max(0, y0); y <= Math.min(h - 1, y1); y += 1)
        for (let x = Math.max(0, x0); x <= Math.min(w - 1, x1); x += 1) direct += data[y * w + x]!;
      expect(boxSum(ii, x0, y0, x1, y1)).toBeCloseTo(direct, 9);
    }
  });
});

describe('running-sum box filters', () => {
  it('give local mean and σ equal to direct window statistics, with and without a mask', () => {
    const mask = {
      width: w,
      height: h,
      data: Uint8Array.from({ length: w * h }, (_, i) => (i % 3 === 0 ? 0 : 1)),
    };
    for (const m of [undefined, mask]) {
      const { mean, std } = localMeanStd(src, 2, m);
      const fromIntegral = integralLocalStats(
        src,
        2,
        m ?? { width: w, height: h, data: new Uint8Array(w * h).fill(1) },
      );
      const plain = boxMean(src, 2);
      for (const [x, y] of [
        [0, 0],
        [6, 4],
        [12, 8],
        [1, 7],
      ] as const) {
        const values: number[] = [];
        const all: number[] = [];
        for (let yy = Math.max(0, y - 2); yy <= Math.min(h - 1, y + 2); yy += 1)
          for (let xx = Math.max(0, x - 2); xx <= Math.min(w - 1, x + 2); xx += 1) {
            all.push(data[yy * w + xx]!);
            if (!m || m.data[yy * w + xx]) values.push(data[yy * w + xx]!);
          }
        const mu = values.reduce((a, b) => a + b, 0) / values.length;
        const sd = Math.sqrt(values.reduce((a, b) => a + (b - mu) ** 2, 0) / values.length);
        expect(mean.data[y * w + x]).toBeCloseTo(mu, 4);
        expect(std.data[y * w + x]).toBeCloseTo(sd, 3);
        expect(fromIntegral.mean.data[y * w + x]).toBeCloseTo(mu, 4);
        expect(fromIntegral.std.data[y * w + x]).toBeCloseTo(sd, 3);
        expect(plain.data[y * w + x]).toBeCloseTo(all.reduce((a, b) => a + b, 0) / all.length, 4);
      }
    }
  });
});
