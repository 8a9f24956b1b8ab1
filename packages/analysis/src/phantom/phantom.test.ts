import { describe, expect, it } from 'vitest';
import { countMask } from '../kernels/plane';
import { srgbToLab } from '../kernels/lab';
import { median } from '../kernels/stats';
import { generatePhantom } from './generate';
import { createRng } from './prng';

describe('seeded PRNG', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = createRng(7);
    const b = createRng(7);
    const c = createRng(8);
    const xs = [a.next(), a.next(), a.next()];
    expect([b.next(), b.next(), b.next()]).toEqual(xs);
    expect(c.next()).not.toBe(xs[0]);
    for (const x of xs) expect(x).toBeGreaterThanOrEqual(0);
  });
});

describe('phantom generator', () => {
  const options = {
    seed: 5,
    width: 256,
    height: 192,
    spots: 3,
    shine: 0.05,
    device: {
      vignetting: 0,
      whiteBalance: [1, 1, 1] as const,
      crosstalk: [1, 0, 0, 0, 1, 0, 0, 0, 1],
      exposureP: 1,
    },
  };

  it('is deterministic: the same seed gives the same pixels and truth', () => {
    const a = generatePhantom(options);
    const b = generatePhantom(options);
    expect(Buffer.from(a.normal.data).equals(Buffer.from(b.normal.data))).toBe(true);
    expect(Buffer.from(a.polarised.data).equals(Buffer.from(b.polarised.data))).toBe(true);
    expect(a.truth.spots).toEqual(b.truth.spots);
  });

  it('renders the requested tone, glints only in the normal photo, and spots of known size', () => {
    const p = generatePhantom({
      ...options,
      relief: 0,
      flakes: 0,
      pores: 0,
      redness: 0,
      vessels: 0,
      lines: 0,
      spots: 0,
      shine: 0.05,
    });
    const lab = srgbToLab(p.polarised.data, p.polarised.width, p.polarised.height, 3);
    // A perfect camera: the median colour is the target tone.
    expect(median(lab.L, 0, 100)).toBeCloseTo(p.truth.tone.L, 0);
    expect(median(lab.b, -60, 80)).toBeCloseTo(p.truth.tone.b, 0);
    const shine = countMask(p.truth.shineMask) / p.truth.shineMask.data.length;
    expect(shine).toBeGreaterThanOrEqual(0.05);
    expect(shine).toBeLessThan(0.06);
    const withSpots = generatePhantom(options);
    const area = countMask(withSpots.truth.spotMask);
    const expected = withSpots.truth.spots.reduce((s, spot) => s + Math.PI * spot.r * spot.r, 0);
    expect(area / expected).toBeGreaterThan(0.95);
    expect(area / expected).toBeLessThan(1.05);
  });
});
