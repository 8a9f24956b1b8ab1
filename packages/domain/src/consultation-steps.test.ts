import { describe, expect, it } from 'vitest';
import { CONSULTATION_STEPS } from './consultation-steps';

describe('consultation steps (spec §1)', () => {
  it('"6 consultation steps"', () => {
    expect(CONSULTATION_STEPS.map((it) => it.step)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
