import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_DIMENSIONS,
  CARE_PHASES,
  CONDITION_DEDUCTIONS,
  phaseFor,
  scoreDimensions,
} from './analysis-scoring';
import type { DimensionKey } from './analysis-scoring';
import { CONDITION_KEYS } from './questionnaire-options';
import type { ConditionKey } from './questionnaire-options';

const scoreOf = (conditions: ConditionKey[], menses: number | null = null) =>
  Object.fromEntries(scoreDimensions(conditions, menses).map((it) => [it.key, it.score])) as Record<
    DimensionKey,
    number
  >;

describe('analysis scoring (spec §5)', () => {
  it('has the 8 dimensions of spec §3 with Chinese names', () => {
    expect(ANALYSIS_DIMENSIONS.map((it) => it.name)).toEqual([
      '抗炎舒缓',
      '控油平衡',
      '提亮美白',
      '净痘祛瑕',
      '屏障修护',
      '补水保湿',
      '滋润亮泽',
      '紧致抗皱',
    ]);
  });

  it('"each dimension starts at 10"', () => {
    expect(scoreDimensions([], null).map((it) => it.score)).toEqual(Array(8).fill(10));
  });

  it('"each selected skin condition (ten of them) subtracts set amounts from certain dimensions"', () => {
    expect(scoreOf([1])).toMatchObject({ hydration: 6, nourishing: 7, barrier: 8, oilControl: 10 });
    expect(scoreOf([9])).toMatchObject({ inflammation: 6, barrier: 6, hydration: 9, firming: 10 });
    // Amounts add up across conditions: dry (−2) and sensitivity (−4) both hit the barrier.
    expect(scoreOf([1, 9]).barrier).toBe(4);
    for (const key of CONDITION_KEYS) {
      const lowered = scoreDimensions([key], null).filter((it) => it.score < 10);
      expect(lowered.length).toBeGreaterThan(0);
    }
  });

  it('every dimension can be lowered by some condition, and no single condition empties one', () => {
    const touched = new Set(
      CONDITION_KEYS.flatMap((key) => Object.keys(CONDITION_DEDUCTIONS[key])),
    );
    expect([...touched].sort()).toEqual(ANALYSIS_DIMENSIONS.map((it) => it.key).sort());
    const amounts = CONDITION_KEYS.flatMap((key) => Object.values(CONDITION_DEDUCTIONS[key]));
    expect(Math.max(...amounts)).toBeLessThan(10);
    expect(Math.min(...amounts)).toBeGreaterThan(0);
  });

  it('counts a condition selected twice once', () => {
    expect(scoreOf([2, 2])).toEqual(scoreOf([2]));
  });

  it('"The first menses option adds 2 to oil control."', () => {
    expect(scoreOf([2], 1).oilControl).toBe(8);
    expect(scoreOf([2], 2).oilControl).toBe(6);
    expect(scoreOf([2], null).oilControl).toBe(6);
    expect(scoreOf([2], 1).hydration).toBe(scoreOf([2]).hydration);
  });

  it('"Scores clamped 0-10."', () => {
    // Hydration: dry 4 + oily 1 + tone 1 + lines 2 + sensitivity 1 + eye 2 = 11 > 10.
    expect(scoreOf([1, 2, 4, 6, 9, 10]).hydration).toBe(0);
    expect(scoreOf([], 1).oilControl).toBe(10);
    const all = scoreDimensions([...CONDITION_KEYS], 1);
    expect(all.every((it) => it.score >= 0 && it.score <= 10)).toBe(true);
  });

  it('"Phase is repair if condition key 9 is set"', () => {
    expect(phaseFor([9])).toEqual({ key: 'repair', name: '修损' });
    expect(phaseFor([1, 2, 9, 4]).key).toBe('repair');
  });

  it('"else skincare if any of keys 1, 2, 3 or 8 is set"', () => {
    for (const key of [1, 2, 3, 8] as const) {
      expect(phaseFor([key, 5])).toEqual({ key: 'skincare', name: '护肤' });
    }
  });

  it('"else beautify"', () => {
    expect(phaseFor([4, 5, 6, 7, 10])).toEqual({ key: 'beautify', name: '美肤' });
    expect(phaseFor([])).toEqual({ key: 'beautify', name: '美肤' });
    expect(CARE_PHASES).toHaveLength(3);
  });
});
