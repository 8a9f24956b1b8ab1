import { describe, expect, it } from 'vitest';
import { laplacianVariance, meanStd, median, quantile } from './stats';

describe('histogram statistics', () => {
  const values = Float32Array.from({ length: 10001 }, (_, i) => ((i * 7919) % 10001) / 100);
  it('match sorted quantiles within a bin', () => {
    const sorted = Array.from(values).sort((a, b) => a - b);
    expect(median(values, 0, 101)).toBeCloseTo(sorted[5000]!, 1);
    expect(quantile(values, 0.9, 0, 101)).toBeCloseTo(sorted[9000]!, 1);
  });

  it('respect a mask and report NaN when it is empty', () => {
    const mask = {
      width: values.length,
      height: 1,
      data: Uint8Array.from(values, (v) => (v < 10 ? 1 : 0)),
    };
    expect(median(values, 0, 101, mask)).toBeLessThan(10);
    expect(median(values, 0, 101, { ...mask, data: new Uint8Array(values.length) })).toBeNaN();
    expect(meanStd(Float32Array.from([1, 3])).std).toBeCloseTo(1, 9);
  });

  it('count a masked plane as the plain count of the pixels it marks, NaN and out of range too', () => {
    // 10,003 values (not a multiple of the four pixels a step), some NaN, some below and above
    // the range: the masked histogram must equal the one of the marked values alone.
    const mixed = Float32Array.from({ length: 10003 }, (_, i) =>
      i % 97 === 0 ? NaN : ((i * 7919) % 10003) / 80 - 10,
    );
    const marked = Uint8Array.from(mixed, (_, i) => (i % 3 === 0 || i % 7 === 1 ? 1 : 0));
    const selected = mixed.filter((_, i) => marked[i] === 1);
    const mask = { width: mixed.length, height: 1, data: marked };
    for (const q of [0.1, 0.5, 0.93])
      expect(quantile(mixed, q, 0, 100, mask)).toBe(quantile(selected, q, 0, 100));
  });

  it('give a zero focus measure on a flat image and a large one on a checkerboard', () => {
    const flat = { width: 8, height: 8, data: new Float32Array(64).fill(5) };
    const checker = {
      width: 8,
      height: 8,
      data: Float32Array.from({ length: 64 }, (_, i) => ((i + (i >> 3)) % 2) * 10),
    };
    expect(laplacianVariance(flat)).toBe(0);
    expect(laplacianVariance(checker)).toBeGreaterThan(100);
  });
});
