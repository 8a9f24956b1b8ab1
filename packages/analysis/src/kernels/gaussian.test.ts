import { describe, expect, it } from 'vitest';
import { gaussianBlur, gaussianKernel } from './gaussian';
import { createPlane } from './plane';

describe('gaussianBlur', () => {
  it('has a normalised, symmetric kernel', () => {
    const k = gaussianKernel(1.7);
    expect(k.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    for (let i = 0; i < k.length; i += 1) expect(k[i]).toBeCloseTo(k[k.length - 1 - i]!, 7);
  });

  it('keeps a constant image constant, borders included', () => {
    const out = gaussianBlur(createPlane(20, 11, 3.5), 2);
    for (const v of out.data) expect(v).toBeCloseTo(3.5, 5);
  });

  it('spreads an impulse into a separable Gaussian of variance σ²', () => {
    const src = createPlane(41, 41);
    src.data[20 * 41 + 20] = 1;
    const out = gaussianBlur(src, 2.5);
    let sum = 0;
    let varX = 0;
    for (let y = 0; y < 41; y += 1)
      for (let x = 0; x < 41; x += 1) {
        const v = out.data[y * 41 + x]!;
        sum += v;
        varX += v * (x - 20) ** 2;
      }
    expect(sum).toBeCloseTo(1, 5);
    expect(varX).toBeCloseTo(6.25, 1);
    expect(out.data[20 * 41 + 23]).toBeCloseTo(out.data[23 * 41 + 20]!, 7);
  });
});
