import { describe, expect, it } from 'vitest';
import { gradePart } from './part-grading';
import { UNMEASURED_RATINGS } from './testing';

const measured = (area: number, score = 90) => ({ score, area });

describe('issue 17 #9, issue 29 #8: history ratings from the measured values, more stars = better', () => {
  it('grades oil by the shining share of the patch: oily skin (8 % and more) has one or two stars', () => {
    const oil = (area: number) =>
      gradePart({ skin_type: measured(area), corneum: measured(0) }).oil;
    expect([0.5, 2, 5, 8, 15, 40].map(oil)).toEqual([5, 4, 3, 2, 1, 1]);
  });

  it('grades dryness by the flake area: dry skin (1.5 % and more) has one or two stars', () => {
    const dry = (area: number) =>
      gradePart({ skin_type: measured(0), corneum: measured(area) }).dry;
    expect([0, 0.3, 0.8, 1.5, 3].map(dry)).toEqual([5, 4, 3, 2, 1]);
  });

  it('grades neutral skin highest when it neither shines nor flakes', () => {
    expect(gradePart({ skin_type: measured(0.5), corneum: measured(0.1) }).middle).toBe(5);
    expect(gradePart({ skin_type: measured(6), corneum: measured(0.1) }).middle).toBe(3);
    expect(gradePart({ skin_type: measured(0.5), corneum: measured(4) }).middle).toBe(1);
  });

  it('grades sensitivity, pigment and lines by score, using all five stars', () => {
    const grade = (score: number) => gradePart({ sensitivity: measured(0, score) }).sensity;
    expect([95, 80, 65, 50, 20].map(grade)).toEqual([5, 4, 3, 2, 1]);
    // Spots at 39.9 (severe) are one star, lines at 85 five: the stars read like the scores.
    const part = gradePart({ pigment: measured(0, 39.9), elasticity: measured(0, 85) });
    expect(part).toMatchObject({ patch: 1, wrinkle: 5 });
  });

  it('leaves unmeasured traits empty, light sensitivity always', () => {
    expect(gradePart(null)).toEqual(UNMEASURED_RATINGS);
    expect(gradePart({ skin_type: measured(3) })).toMatchObject({
      oil: 4,
      dry: null,
      middle: null,
    });
  });
});
