import { describe, expect, it } from 'vitest';
import { CONDITION_CARE_OPTIONS } from './care-catalog';
import type { CareKey } from './care-catalog';
import { recommendCare } from './recommendation';
import type { CareOptionTable } from './recommendation';

/** Our catalogue with rows replaced, for overlaps the real table does not happen to have. */
const tableWith = (rows: Partial<CareOptionTable>): CareOptionTable => ({
  ...CONDITION_CARE_OPTIONS,
  ...rows,
});
const A: CareKey = 'basic-cleanse';
const B: CareKey = 'basic-hydrate';
const C: CareKey = 'basic-soothe';
const D: CareKey = 'upgrade-acne';
const E: CareKey = 'upgrade-pore';

describe('recommendation (spec §5)', () => {
  it('"the main concern is the condition2 item with level 2"', () => {
    // Same picks, different main concern → different lead option.
    expect(recommendCare([1, 8], 1)[0]).toBe('basic-hydrate');
    expect(recommendCare([1, 8], 8)[0]).toBe('upgrade-acne');
  });

  it('"If its key is 9, recommend the three options of key 9."', () => {
    expect(recommendCare([9], 9)).toEqual(['basic-soothe', 'upgrade-barrier', 'luxury-repair']);
    expect(recommendCare([1, 2, 8, 9], 9)).toEqual([
      'basic-soothe',
      'upgrade-barrier',
      'luxury-repair',
    ]);
  });

  it('"With one selected condition, recommend its three options."', () => {
    expect(recommendCare([4], 4)).toEqual(['basic-brighten', 'luxury-radiance', 'upgrade-spot']);
    // Picks repeated or the main concern missing from the picks still mean one condition.
    expect(recommendCare([4, 4], 4)).toEqual(CONDITION_CARE_OPTIONS[4]);
    expect(recommendCare([], 10)).toEqual(CONDITION_CARE_OPTIONS[10]);
  });

  it('"With two, the main concern\'s first two options plus one unused option of the other."', () => {
    expect(recommendCare([1, 8], 1)).toEqual(['basic-hydrate', 'luxury-hydra', 'upgrade-acne']);
    expect(recommendCare([8, 1], 8)).toEqual(['upgrade-acne', 'basic-soothe', 'basic-hydrate']);
  });

  it('"…plus one unused option of the other": skips the other\'s options already recommended', () => {
    // Sagging's second option (anti-ageing) is fine lines' first: take fine lines' second.
    expect(recommendCare([7, 6], 7)).toEqual([
      'upgrade-firming',
      'luxury-anti-aging',
      'luxury-hydra',
    ]);
    // Both of the other's first options taken: its third is used.
    const table = tableWith({ 1: [A, B, C], 2: [B, A, D] });
    expect(recommendCare([1, 2], 1, table)).toEqual([A, B, D]);
  });

  it('"With three or more, the main concern\'s first option plus options of the other selected conditions in sort order, up to 3 in total"', () => {
    expect(recommendCare([1, 2, 8], 1)).toEqual([
      'basic-hydrate',
      'basic-oil-balance',
      'upgrade-acne',
    ]);
    // Sort order puts sensitivity (9) first, ahead of eye area (10), whatever the tap order.
    expect(recommendCare([10, 9, 2], 2)).toEqual([
      'basic-oil-balance',
      'basic-soothe',
      'upgrade-eye',
    ]);
    // Five picks: only the first two others in sort order contribute.
    expect(recommendCare([8, 7, 6, 5, 4], 6)).toEqual([
      'luxury-anti-aging',
      'basic-brighten',
      'upgrade-spot',
    ]);
  });

  it('"…picking the first unused of first, second, third option"', () => {
    // Condition 2's first is taken by the main concern → its second; condition 3's first two are
    // taken by then → its third.
    const table = tableWith({ 1: [A, B, C], 2: [A, D, B], 3: [A, D, E] });
    expect(recommendCare([3, 2, 1], 1, table)).toEqual([A, D, E]);
  });

  it('never recommends more than 3 or the same care twice', () => {
    const keys = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
    for (const main of keys) {
      for (const other of keys) {
        const result = recommendCare([main, other, 10, 1], main);
        expect(result.length).toBeLessThanOrEqual(3);
        expect(new Set(result).size).toBe(result.length);
      }
    }
  });
});
