import { generatePhantom } from '@skinscope/analysis';
import { describe, expect, it } from 'vitest';
import { judgeAlignment, measureAlignment } from './alignment';

/**
 * A visit's normal photo of one patch of (phantom) skin; `shift` moves the microscope, `seed`
 * picks another patch. The same seed is the same skin, as pores and lines are between visits.
 */
function visitPhoto(shift: { dx: number; dy: number }, seed = 11) {
  return generatePhantom({
    seed,
    width: 512,
    height: 384,
    capture: { shift },
  }).normal;
}

describe('alignment of a repeat close-up (issue 19 #4)', () => {
  const before = visitPhoto({ dx: 0, dy: 0 });

  it('finds the shift of the same patch photographed a little off', () => {
    const alignment = measureAlignment(visitPhoto({ dx: 12, dy: -5 }), before);
    expect(alignment?.kind).toBe('aligned');
    if (alignment?.kind !== 'aligned') return;
    expect(alignment.shiftPx).toBeGreaterThanOrEqual(12);
    expect(alignment.shiftPx).toBeLessThanOrEqual(14);
    expect(alignment.percent).toBeCloseTo((100 * alignment.shiftPx) / 512, 1);
  });

  it('asks to re-position when the patch is far off or another one', () => {
    expect(measureAlignment(visitPhoto({ dx: 44, dy: 0 }), before)?.kind).toBe('shifted');
    for (const seed of [12, 13, 14])
      expect(measureAlignment(visitPhoto({ dx: 0, dy: 0 }, seed), before)).toEqual({
        kind: 'lost',
      });
  });

  it('compares with the previous photo of the other light when that is all there is', () => {
    const pair = generatePhantom({
      seed: 11,
      width: 512,
      height: 384,
      capture: { shift: { dx: 8, dy: 0 } },
    });
    expect(measureAlignment(pair.normal, pair.polarised)?.kind).toBe('aligned');
  });

  it('cannot compare photos of different sizes', () => {
    const small = generatePhantom({ seed: 11, width: 256, height: 192 }).normal;
    expect(measureAlignment(small, before)).toBeNull();
  });

  it('judges by 40 px (the engine’s pair limit) and NCC 0.35', () => {
    expect(judgeAlignment({ dx: 24, dy: 32, ncc: 0.5 }, 1024)).toEqual({
      kind: 'aligned',
      shiftPx: 40,
      percent: 3.9,
    });
    expect(judgeAlignment({ dx: 30, dy: 28, ncc: 0.5 }, 1024)).toMatchObject({
      kind: 'shifted',
      shiftPx: 41,
    });
    expect(judgeAlignment({ dx: 0, dy: 0, ncc: 0.3 }, 1024)).toEqual({ kind: 'lost' });
    expect(judgeAlignment({ dx: 0, dy: 0, ncc: Number.NaN }, 1024)).toEqual({ kind: 'lost' });
  });
});
