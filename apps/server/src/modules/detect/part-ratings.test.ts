import { describe, expect, it } from 'vitest';
import type { DetectDimensionResult } from '@skinscope/contracts';
import { partRatingsOf } from './part-ratings';
import { UNMEASURED_RATINGS } from '@skinscope/domain/testing';

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
  it('issue 17 #9, issue 29 #8: grades the part on five stars, more stars = better', () => {
    const ratings = partRatingsOf('右颧骨', {
      skin_type: dimension({ type: 'mid', area: 6 }),
      corneum: dimension({ area: 0.5 }),
      sensitivity: dimension({ score: 62, level: 'lightly' }),
      pigment: dimension({ score: 45, level: 'moderately' }),
      elasticity: dimension({ score: 30, level: 'severe' }),
    });
    expect(ratings).toEqual({
      partName: '右颧骨',
      oil: 3,
      dry: 4,
      middle: 3,
      sensity: 3,
      patch: 2,
      wrinkle: 1,
      sunresponse: null,
    });
  });

  it('leaves what was not measured as null (shown as 未测), light sensitivity always', () => {
    expect(partRatingsOf('额头', null)).toEqual({ partName: '额头', ...UNMEASURED_RATINGS });
  });
});
