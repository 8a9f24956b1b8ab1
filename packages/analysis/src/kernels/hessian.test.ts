import { describe, expect, it } from 'vitest';
import { frangi, hessianEigen } from './hessian';
import { ridgeCentrelines } from './ridge-lines';
import { createPlane } from './plane';
import { meanCoherence } from './structure-tensor';

function lineImage(polarity: 1 | -1) {
  const img = createPlane(80, 60, 50);
  // A vertical line 3 px wide at x = 40, rows 5–54, and a 7×7 blob at (15, 30).
  for (let y = 5; y < 55; y += 1)
    for (let x = 39; x <= 41; x += 1) img.data[y * 80 + x] = 50 - 10 * polarity;
  for (let y = 27; y <= 33; y += 1)
    for (let x = 12; x <= 18; x += 1) img.data[y * 80 + x] = 50 - 10 * polarity;
  return img;
}

describe('Hessian eigenvalues', () => {
  it('sort by magnitude and point across the ridge', () => {
    const e = hessianEigen(4, 0, -0.5);
    expect(e.l2).toBe(4);
    expect(e.l1).toBe(-0.5);
    expect(Math.abs(e.vx)).toBeCloseTo(1, 9);
  });
});

describe('Frangi ridge filter', () => {
  const opts = { sigmas: [1, 1.5, 2], beta: 0.5, c: 2 };
  it('responds to dark lines, not to blobs or to bright lines', () => {
    const dark = frangi(lineImage(1), { ...opts, polarity: 'dark' });
    const onLine = dark.response.data[30 * 80 + 40]!;
    expect(onLine).toBeGreaterThan(0.5);
    expect(dark.response.data[30 * 80 + 15]!).toBeLessThan(onLine / 4);
    expect(Math.abs(dark.nx[30 * 80 + 40]!)).toBeGreaterThan(0.99);
    const brightFilterOnDark = frangi(lineImage(1), { ...opts, polarity: 'bright' });
    expect(brightFilterOnDark.response.data[30 * 80 + 40]!).toBe(0);
    const bright = frangi(lineImage(-1), { ...opts, polarity: 'bright' });
    expect(bright.response.data[30 * 80 + 40]!).toBeCloseTo(onLine, 5);
  });

  it('gives a one-pixel centre line of the line length, dropping short pieces', () => {
    const ridges = frangi(lineImage(1), { ...opts, polarity: 'dark' });
    const lines = ridgeCentrelines(ridges, { low: 0.2, high: 0.5, minLength: 20 });
    let count = 0;
    for (let y = 0; y < 60; y += 1) {
      let inRow = 0;
      for (let x = 0; x < 80; x += 1) inRow += lines.data[y * 80 + x]!;
      // Away from the end caps (where the ridge direction turns) the line is one pixel wide.
      if (y >= 8 && y <= 51) expect(inRow).toBe(1);
      count += inRow;
    }
    expect(count).toBeGreaterThan(44);
    expect(count).toBeLessThan(60);
    expect(lines.data[30 * 80 + 40]).toBe(1);
  });
});

describe('structure-tensor coherence', () => {
  it('is near 1 for parallel stripes and low for a checkerboard', () => {
    const stripes = createPlane(40, 40);
    const checker = createPlane(40, 40);
    for (let i = 0; i < 1600; i += 1) {
      const x = i % 40;
      const y = Math.floor(i / 40);
      stripes.data[i] = Math.sin(x * 0.8);
      checker.data[i] = Math.sin(x * 0.8) * Math.sin(y * 0.8);
    }
    expect(meanCoherence(stripes, 3)).toBeGreaterThan(0.95);
    expect(meanCoherence(checker, 3)).toBeLessThan(0.3);
  });
});
