import { describe, expect, it } from 'vitest';
import { fastLn, fastLog10, max2, min2 } from './fast-math';

describe('fast math', () => {
  it('computes ln and log10 within 1e-6 over the image range', () => {
    for (const x of [1e-3, 0.0123, 0.2, 0.5, 0.999, 1, 1.7, 40]) {
      expect(Math.abs(fastLn(x) - Math.log(Math.fround(x)))).toBeLessThan(1e-6);
      expect(Math.abs(fastLog10(x) - Math.log10(Math.fround(x)))).toBeLessThan(1e-6);
    }
    expect(fastLn(0)).toBe(-Infinity);
  });

  it('takes the larger of two numbers', () => {
    expect(max2(3, -2)).toBe(3);
    expect(max2(0.25, 0.75)).toBe(0.75);
  });

  it('takes the smaller of two numbers, exactly for single-precision values', () => {
    expect(min2(3, -2)).toBe(-2);
    expect(min2(-690.7755, -12.5)).toBe(-690.7755);
    const a = Math.fround(123.456);
    const b = Math.fround(0.000123);
    expect(Math.fround(min2(a, b))).toBe(b);
    expect(Math.fround(max2(a, b))).toBe(a);
  });
});
