import { describe, expect, it } from 'vitest';
import type { DetectDimensionResult } from '@skinscope/contracts';
import { partRatingsOf } from './part-ratings';

const dimension = (overrides: Partial<DetectDimensionResult>): DetectDimensionResult => ({
  score: 80,
  type: null,
  level: 'none',
  area: 0,
  result: null,
  filename: null,
  ...overrides,
});

describe('partRatingsOf', () => {
  it('gives the measured skin type five stars and the other two one', () => {
    const ratings = partRatingsOf('右颧骨', { skin_type: dimension({ type: 'oil' }) });
    expect(ratings).toMatchObject({ partName: '右颧骨', oil: 5, dry: 1, middle: 1 });
  });

  it('rates sensitivity, pigment and lines by severity: none 1, light 2, moderate 3, severe 5', () => {
    const ratings = partRatingsOf('额头', {
      sensitivity: dimension({ level: 'lightly' }),
      pigment: dimension({ level: 'moderately' }),
      elasticity: dimension({ level: 'severe' }),
    });
    expect(ratings).toMatchObject({ sensity: 2, patch: 3, wrinkle: 5 });
    expect(partRatingsOf('额头', { pigment: dimension({}) }).patch).toBe(1);
  });

  it("leaves what was not measured as null ('/'), light sensitivity always", () => {
    expect(partRatingsOf('额头', null)).toEqual({
      partName: '额头',
      oil: null,
      dry: null,
      middle: null,
      sensity: null,
      patch: null,
      wrinkle: null,
      sunresponse: null,
    });
  });
});
