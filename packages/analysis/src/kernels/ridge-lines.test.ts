import { describe, expect, it } from 'vitest';
import { createRidgeResult } from './hessian';
import { createMask, countMask } from './plane';
import { ridgeCentrelines, ridgeLines } from './ridge-lines';

const W = 60;
const H = 40;

/** A hand-made ridge response: a horizontal line on row 20 (across = vertical) with the given strength per column. */
function horizontalLine(strength: (x: number) => number) {
  const ridges = createRidgeResult(W, H);
  for (let x = 2; x < W - 2; x += 1) {
    const i = 20 * W + x;
    ridges.response.data[i] = strength(x);
    ridges.ny[i] = 1;
  }
  return ridges;
}

describe('ridge centre lines', () => {
  // Strong on the left (x < 20), a gap at 25–34 (something hidden), weak on the right.
  const ridges = horizontalLine((x) => (x < 20 ? 0.6 : x >= 25 && x < 35 ? 0 : 0.3));
  const options = { low: 0.2, high: 0.5, minLength: 10 };

  it('drops a weak piece cut off from its strong part', () => {
    const lines = ridgeCentrelines(ridges, options);
    expect(lines.data[20 * W + 10]).toBe(1);
    expect(lines.data[20 * W + 45]).toBe(0);
  });

  it('keeps it when the cut is bridged, without drawing the bridge', () => {
    const bridge = createMask(W, H);
    for (let y = 18; y <= 22; y += 1) for (let x = 24; x <= 35; x += 1) bridge.data[y * W + x] = 1;
    const lines = ridgeCentrelines(ridges, { ...options, bridge });
    expect(lines.data[20 * W + 45]).toBe(1);
    expect(lines.data[20 * W + 30]).toBe(0);
    expect(countMask(lines)).toBe(
      countMask(
        ridgeCentrelines(
          horizontalLine(() => 0.6),
          options,
        ),
      ) - 10,
    );
  });

  it('drops rings when asked for straight lines', () => {
    const ring = createRidgeResult(W, H);
    for (let k = 0; k < 120; k += 1) {
      const t = (2 * Math.PI * k) / 120;
      const i = Math.round(20 + 12 * Math.sin(t)) * W + Math.round(30 + 12 * Math.cos(t));
      ring.response.data[i] = 0.6;
      ring.nx[i] = Math.cos(t);
      ring.ny[i] = Math.sin(t);
    }
    expect(countMask(ridgeCentrelines(ring, options))).toBeGreaterThan(40);
    expect(countMask(ridgeCentrelines(ring, { ...options, minStraightness: 0.7 }))).toBe(0);
    const straight = ridgeCentrelines(
      horizontalLine(() => 0.6),
      { ...options, minStraightness: 0.7 },
    );
    expect(countMask(straight)).toBe(W - 4);
  });

  it('grades the length across the cuts: a line near a cut counts in part, the mask keeps the cut', () => {
    // 56 px long, peak 0.5 against high 0.5: with ramp 0.4 it counts half (0.2 → 0, 0.7 → 1).
    const atCut = ridgeLines(
      horizontalLine(() => 0.5),
      { ...options, ramp: 0.4 },
    );
    expect(countMask(atCut.mask)).toBe(W - 4);
    expect(atCut.gradedLength()).toBeCloseTo((W - 4) * 0.5, 4);
    // Clearly strong and long: the whole length, as without a ramp.
    const strong = ridgeLines(
      horizontalLine(() => 0.8),
      { ...options, ramp: 0.4 },
    );
    expect(strong.gradedLength()).toBe(W - 4);
    // Just under the cut: no pixel in the mask, yet part of its length counts.
    const under = ridgeLines(
      horizontalLine(() => 0.45),
      { ...options, ramp: 0.4 },
    );
    expect(countMask(under.mask)).toBe(0);
    expect(under.gradedLength()).toBeCloseTo((W - 4) * 0.375, 4);
    // No ramp: the graded length is the mask's.
    expect(
      ridgeLines(
        horizontalLine(() => 0.45),
        options,
      ).gradedLength(),
    ).toBe(0);
  });
});
