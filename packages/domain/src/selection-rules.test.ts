import { describe, expect, it } from 'vitest';
import { mainConcernOf, selectedKeys } from './option-item';
import type { OptionItem } from './option-item';
import { optionsFor, QUESTIONNAIRE_PAGES } from './questionnaire-options';
import {
  canProceed,
  chooseSingle,
  condition2From,
  isOptionEnabled,
  promoteOption,
  requiresSelection,
  toggleOption,
} from './selection-rules';

const levels = (items: readonly OptionItem[]) =>
  Object.fromEntries(items.map((item) => [item.key, item.level]));

function condition2With(keys: number[]): OptionItem[] {
  return condition2From(keys.reduce(toggleOption, optionsFor('condition')));
}

describe('selection rules (spec §4)', () => {
  it('"condition: tap toggles option 0/1"', () => {
    const once = toggleOption(optionsFor('condition'), 3);
    expect(once.find((item) => item.key === 3)?.level).toBe(1);
    const twice = toggleOption(once, 3);
    expect(selectedKeys(twice)).toEqual([]);
  });

  it('"habit: multi-select": several options stay selected together', () => {
    const items = [1, 4, 9].reduce(toggleOption, optionsFor('habit'));
    expect(selectedKeys(items)).toEqual([1, 4, 9]);
  });

  it('"condition2: unselected options disabled"', () => {
    const items = condition2With([1, 8]);
    const enabled = items
      .filter((item) => isOptionEnabled('condition2', item))
      .map((item) => item.key);
    expect(enabled).toEqual([1, 8]);
    // Other pages never disable anything.
    expect(optionsFor('habit').every((item) => isOptionEnabled('habit', item))).toBe(true);
  });

  it('"tapping a selected option promotes it to level 2 (most concerned) and demotes any earlier level 2 to 1"', () => {
    const first = promoteOption(condition2With([1, 2, 8]), 2);
    expect(levels(first)).toMatchObject({ 1: 1, 2: 2, 8: 1, 9: 0 });
    const second = promoteOption(first, 8);
    expect(levels(second)).toMatchObject({ 1: 1, 2: 1, 8: 2 });
    expect(second.filter((item) => item.level === 2)).toHaveLength(1);
    // Tapping the main concern again keeps it.
    expect(mainConcernOf(promoteOption(second, 8))?.key).toBe(8);
  });

  it('tapping a disabled (unselected) condition2 option changes nothing', () => {
    const items = promoteOption(condition2With([1, 2]), 2);
    expect(promoteOption(items, 5)).toEqual(items);
    expect(promoteOption(items, 77)).toEqual(items);
  });

  it('condition2 starts from condition\'s picks with no main concern ("saves, clears condition2")', () => {
    const condition = [2, 5].reduce(toggleOption, optionsFor('condition'));
    const fromStale = condition2From(
      condition.map((item) => (item.key === 5 ? { ...item, level: 2 } : item)),
    );
    expect(selectedKeys(fromStale)).toEqual([2, 5]);
    expect(mainConcernOf(fromStale)).toBeUndefined();
  });

  it('"menses: single choice"', () => {
    const yes = chooseSingle(optionsFor('menses'), 1);
    expect(selectedKeys(yes)).toEqual([1]);
    const no = chooseSingle(yes, 2);
    expect(selectedKeys(no)).toEqual([2]);
    expect(chooseSingle(no, 9)).toEqual(no);
  });

  it('"Questionnaire pages require at least one selection (except situation and nursing), with no message."', () => {
    for (const page of QUESTIONNAIRE_PAGES.filter((it) => it !== 'condition2')) {
      const empty = optionsFor(page);
      const always = page === 'situation' || page === 'nursing';
      expect(canProceed(page, empty)).toBe(always);
      expect(requiresSelection(page)).toBe(!always);
      expect(canProceed(page, toggleOption(empty, 1))).toBe(true);
    }
  });

  it('"Next needs one at level 2" on condition2', () => {
    const picked = condition2With([1, 2]);
    expect(canProceed('condition2', picked)).toBe(false);
    expect(canProceed('condition2', promoteOption(picked, 1))).toBe(true);
  });

  it('never changes the list it is given', () => {
    const items = optionsFor('condition');
    const copy = items.map((item) => ({ ...item }));
    toggleOption(items, 1);
    promoteOption(condition2From(items), 1);
    chooseSingle(items, 1);
    expect(items).toEqual(copy);
  });
});
