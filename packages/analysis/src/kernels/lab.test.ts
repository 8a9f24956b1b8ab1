import { describe, expect, it } from 'vitest';
import { labToLinear, linearToSrgb, srgbToLab, SRGB_TO_LINEAR } from './lab';

/** Independent oracle: the textbook formulas in double precision, no tables. */
function oracleLab(r8: number, g8: number, b8: number): [number, number, number] {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
  };
  const [r, g, b] = [lin(r8), lin(g8), lin(b8)];
  const x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = 0.0193339 * r + 0.119192 * g + 0.9503041 * b;
  const f = (t: number) =>
    t > Math.pow(6 / 29, 3) ? Math.cbrt(t) : t / (3 * Math.pow(6 / 29, 2)) + 4 / 29;
  const fx = f(x / 0.95047);
  const fy = f(y);
  const fz = f(z / 1.08883);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

describe('srgbToLab', () => {
  it('matches the float oracle within ΔE 0.1 over a lattice of 8-bit colours', () => {
    const step = 5;
    const values: number[] = [];
    for (let v = 0; v <= 255; v += step) values.push(v);
    if (values[values.length - 1] !== 255) values.push(255);
    const n = values.length ** 3;
    const rgb = new Uint8Array(n * 3);
    let k = 0;
    for (const r of values)
      for (const g of values) for (const b of values) rgb.set([r, g, b], 3 * k++);
    const lab = srgbToLab(rgb, n, 1, 3);
    let worst = 0;
    for (let i = 0; i < n; i += 1) {
      const [L, a, b] = oracleLab(rgb[3 * i]!, rgb[3 * i + 1]!, rgb[3 * i + 2]!);
      const dE = Math.hypot(lab.L.data[i]! - L, lab.a.data[i]! - a, lab.b.data[i]! - b);
      worst = Math.max(worst, dE);
    }
    expect(worst).toBeLessThan(0.1);
  });

  it('gives the published values for white and sRGB red', () => {
    const lab = srgbToLab(new Uint8Array([255, 255, 255, 255, 255, 0, 0, 255]), 2, 1, 4);
    expect(lab.L.data[0]).toBeCloseTo(100, 2);
    expect(Math.abs(lab.a.data[0]!)).toBeLessThan(0.01);
    // sRGB red: L* 53.24, a* 80.09, b* 67.20 (Lindbloom's calculator, D65).
    expect(lab.L.data[1]).toBeCloseTo(53.24, 1);
    expect(lab.a.data[1]).toBeCloseTo(80.09, 1);
    expect(lab.b.data[1]).toBeCloseTo(67.2, 1);
  });
});

describe('labToLinear and linearToSrgb', () => {
  it('invert srgbToLab within half a code value', () => {
    for (const [r, g, b] of [
      [200, 150, 130],
      [60, 40, 30],
      [10, 200, 90],
      [250, 250, 245],
    ] as const) {
      const lab = srgbToLab(new Uint8Array([r, g, b]), 1, 1, 3);
      const lin = labToLinear(lab.L.data[0]!, lab.a.data[0]!, lab.b.data[0]!);
      expect(linearToSrgb(lin[0])).toBeCloseTo(r, 0);
      expect(linearToSrgb(lin[1])).toBeCloseTo(g, 0);
      expect(linearToSrgb(lin[2])).toBeCloseTo(b, 0);
    }
  });

  it('encodes every linearised code value back to itself', () => {
    for (let v = 0; v < 256; v += 1) expect(Math.round(linearToSrgb(SRGB_TO_LINEAR[v]!))).toBe(v);
  });
});
