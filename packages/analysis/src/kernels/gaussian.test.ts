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

  it('σ ≤ 1: interior outputs are the documented sums to the bit, whatever the height', () => {
    // Rows: k0·m + k1·(a1 + b1) + k2·(a2 + b2) + k3·(a3 + b3) in double, stored in single
    // precision; columns the same sums rounded to single precision after each tap. Heights
    // with an even and an odd number of interior rows take the two-row path with and without
    // a last row on its own.
    for (const h of [12, 13]) {
      const w = 16;
      const src = createPlane(w, h);
      for (let i = 0; i < src.data.length; i += 1) src.data[i] = ((i * 7919) % 1000) / 7;
      const k = gaussianKernel(1);
      const [k0, k1, k2, k3] = [k[3]!, k[4]!, k[5]!, k[6]!];
      const f = Math.fround;
      const row = (y: number, x: number) => {
        const s = (dx: number) => src.data[y * w + x + dx]!;
        return f(k0 * s(0) + k1 * (s(-1) + s(1)) + k2 * (s(-2) + s(2)) + k3 * (s(-3) + s(3)));
      };
      const out = gaussianBlur(src, 1);
      for (let y = 3; y < h - 3; y += 1)
        for (let x = 3; x < w - 3; x += 1) {
          const c = (dy: number) => row(y + dy, x);
          const expected = f(
            f(f(f(k0 * c(0)) + k1 * (c(-1) + c(1))) + k2 * (c(-2) + c(2))) + k3 * (c(-3) + c(3)),
          );
          expect(out.data[y * w + x]).toBe(expected);
        }
    }
  });

  it("σ ≤ 2/3 (radius 2, the phantom camera's optics): interior outputs to the bit as well", () => {
    const w = 14;
    const h = 9;
    const src = createPlane(w, h);
    for (let i = 0; i < src.data.length; i += 1) src.data[i] = ((i * 7919) % 1000) / 7;
    const k = gaussianKernel(0.6);
    expect(k.length).toBe(5);
    const [k0, k1, k2] = [k[2]!, k[3]!, k[4]!];
    const f = Math.fround;
    const row = (y: number, x: number) => {
      const s = (dx: number) => src.data[y * w + x + dx]!;
      return f(k0 * s(0) + k1 * (s(-1) + s(1)) + k2 * (s(-2) + s(2)));
    };
    const out = gaussianBlur(src, 0.6);
    for (let y = 2; y < h - 2; y += 1)
      for (let x = 2; x < w - 2; x += 1) {
        const c = (dy: number) => row(y + dy, x);
        const expected = f(f(f(k0 * c(0)) + k1 * (c(-1) + c(1))) + k2 * (c(-2) + c(2)));
        expect(out.data[y * w + x]).toBe(expected);
      }
  });
});
