import { describe, expect, it } from 'vitest';
import { generatePhantom } from './phantom/generate';
import { photoPlanes } from './photo';

describe('photoPlanes', () => {
  it('computes the colour planes on demand when asked for luminance only, with the same values', () => {
    const { polarised } = generatePhantom({ seed: 5, width: 64, height: 48 });
    const full = photoPlanes(polarised);
    const luminance = photoPlanes(polarised, { colour: false });
    expect(Array.from(luminance.logY.data)).toEqual(Array.from(full.logY.data));
    expect(Array.from(luminance.yMax.data)).toEqual(Array.from(full.yMax.data));
    for (const c of ['r', 'g', 'b'] as const)
      expect(Array.from(luminance[c].data)).toEqual(Array.from(full[c].data));
  });
});
