import { describe, expect, it } from 'vitest';
import { SRGB_TO_LINEAR, linearToSrgb } from '../kernels/lab';
import { HAEMOGLOBIN_ABSORPTION } from '../phantom/chromophores';
import type { RgbImage } from '../types';
import { applyCareChange } from './care-change';

const SIZE = 240;
const SKIN = [0.55, 0.42, 0.36] as const;
/** Melanin over R, G, B as care-change.ts models it (λ^−3.48 at 600, 540, 460 nm). */
const MELANIN = [(460 / 600) ** 3.48, (460 / 540) ** 3.48, 1] as const;
const GREY = [1, 1, 1] as const;

/** Skin with three absorbers, each in a disc of radius 12 at its own centre (Beer–Lambert). */
const DISCS = [
  { x: 50, y: 60, absorption: MELANIN, density: 0.5 },
  { x: 120, y: 150, absorption: HAEMOGLOBIN_ABSORPTION, density: 0.5 },
  { x: 190, y: 60, absorption: GREY, density: 0.3 },
] as const;

function skinWithDiscs(): RgbImage {
  const data = new Uint8Array(SIZE * SIZE * 3);
  for (let y = 0; y < SIZE; y += 1)
    for (let x = 0; x < SIZE; x += 1) {
      const disc = DISCS.find((d) => (x - d.x) ** 2 + (y - d.y) ** 2 <= 144);
      for (let c = 0; c < 3; c += 1) {
        const absorbed = disc ? Math.exp(-disc.density * disc.absorption[c]!) : 1;
        data[(y * SIZE + x) * 3 + c] = Math.round(linearToSrgb(SKIN[c]! * absorbed));
      }
    }
  return { width: SIZE, height: SIZE, channels: 3, data };
}

/** Optical density of a pixel against the plain skin, per channel. */
const densityAt = (image: RgbImage, x: number, y: number) =>
  [0, 1, 2].map((c) => Math.log(SKIN[c]! / SRGB_TO_LINEAR[image.data[(y * SIZE + x) * 3 + c]!]!));

describe('applyCareChange: a course of care thins the spots’ melanin, nothing else', () => {
  const before = skinWithDiscs();
  const after = applyCareChange(before, { pigmentFade: 0.6 });

  it('fades a melanin spot towards the skin around it, keeping its hue', () => {
    const [was, is] = [densityAt(before, 50, 60), densityAt(after, 50, 60)];
    for (let c = 0; c < 3; c += 1) {
      // Thinned by about the fade (the surroundings' mean includes the spot itself, so a little less).
      expect(is[c]! / was[c]!).toBeGreaterThan(0.4);
      expect(is[c]! / was[c]!).toBeLessThan(0.6);
    }
    // The same brown, lighter: the channels' densities keep their proportions.
    expect(is[0]! / is[2]!).toBeCloseTo(was[0]! / was[2]!, 1);
  });

  it('pales redness the same way, leaving the spot', () => {
    const paler = applyCareChange(before, { pigmentFade: 0, rednessFade: 0.6 });
    const [was, is] = [densityAt(before, 120, 150), densityAt(paler, 120, 150)];
    expect(is[1]! / was[1]!).toBeGreaterThan(0.4);
    expect(is[1]! / was[1]!).toBeLessThan(0.6);
    for (let c = 0; c < 3; c += 1) {
      const i = (60 * SIZE + 50) * 3 + c;
      expect(Math.abs(paler.data[i]! - before.data[i]!)).toBeLessThanOrEqual(1);
    }
  });

  it('leaves redness and shading (furrows, pores) as they were', () => {
    for (const { x, y } of DISCS.slice(1))
      for (let c = 0; c < 3; c += 1) {
        const i = (y * SIZE + x) * 3 + c;
        expect(Math.abs(after.data[i]! - before.data[i]!)).toBeLessThanOrEqual(1);
      }
  });

  it('changes nothing without a fade', () => {
    expect(applyCareChange(before, { pigmentFade: 0 })).toBe(before);
  });
});
