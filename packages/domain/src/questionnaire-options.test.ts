import { describe, expect, it } from 'vitest';
import { bySort, mainConcernOf, selectedKeys, withSelected } from './option-item';
import {
  IRREGULAR_PERIODS_INDEX,
  IRREGULAR_PERIODS_KEY,
  isConditionKey,
  optionName,
  optionsFor,
  QUESTIONNAIRE_PAGES,
} from './questionnaire-options';

const names = (page: Parameters<typeof optionsFor>[0]) => optionsFor(page).map((item) => item.name);

describe('questionnaire option lists (spec §3)', () => {
  it('"Questionnaire option item: key, name, level (selection count), maxLevel (1 for each option), sort"', () => {
    for (const page of QUESTIONNAIRE_PAGES) {
      const items = optionsFor(page);
      expect(items.every((item) => item.level === 0 && item.maxLevel === 1)).toBe(true);
      expect(items.map((item) => item.sort)).toEqual(items.map((_, index) => index + 1));
      expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
      expect(items.every((item) => /\p{Script=Han}/u.test(item.name))).toBe(true);
    }
  });

  it('"skin troubles (10: dry skin, oily, … eye area; sort puts sensitivity first)"', () => {
    const items = optionsFor('condition');
    expect(items).toHaveLength(10);
    expect(bySort(items)[0]).toMatchObject({ key: 9, name: '敏感泛红', sort: 1 });
    // DECISIONS: keys follow the spec's list order 1 dry … 10 eye area.
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((key) => optionName('condition', key))).toEqual([
      '干燥缺水',
      '容易出油',
      '毛孔粗大',
      '肤色不均',
      '色斑',
      '细纹',
      '松弛下垂',
      '痘痘粉刺',
      '敏感泛红',
      '眼周问题',
    ]);
    expect(names('condition2')).toEqual(names('condition'));
  });

  it("has the spec's counts: help 4, menses 2, habits 12, lifestyle 10, body 8, nursing 4, ambition 6, concerns 5, sources 7", () => {
    const counts = Object.fromEntries(
      QUESTIONNAIRE_PAGES.map((page) => [page, optionsFor(page).length]),
    );
    expect(counts).toEqual({
      condition: 10,
      condition2: 10,
      help: 4,
      menses: 2,
      habit: 12,
      situation: 10,
      body: 8,
      nursing: 4,
      ambition: 6,
      concern: 5,
      original: 7,
    });
  });

  it('"menses (yes, no)": yes first, phrased as the customer\'s current state', () => {
    expect(names('menses')).toEqual(['目前在生理期', '目前不在生理期']);
  });

  it('"body (8: puffy face and feet, … irregular periods, …)": irregular periods at index 4', () => {
    expect(optionsFor('body')[IRREGULAR_PERIODS_INDEX]).toMatchObject({
      key: IRREGULAR_PERIODS_KEY,
      name: '月经不规律',
    });
  });

  it('lists that end in "other" end in 其他', () => {
    for (const page of [
      'habit',
      'situation',
      'body',
      'nursing',
      'ambition',
      'concern',
      'original',
    ] as const) {
      expect(names(page).at(-1)).toBe('其他');
    }
  });

  it("returns a fresh list each time, so one page's taps never leak into another", () => {
    const first = optionsFor('habit');
    expect(first).not.toBe(optionsFor('habit'));
    expect(optionName('help', 99)).toBeUndefined();
    expect(isConditionKey(10)).toBe(true);
    expect(isConditionKey(11)).toBe(false);
  });

  it('restores a stored answer of keys, ignoring keys the page does not have', () => {
    const items = withSelected(optionsFor('habit'), [1, 9, 42]);
    expect(selectedKeys(items)).toEqual([1, 9]);
    expect(mainConcernOf(items)).toBeUndefined();
  });
});
