import { describe, expect, it } from 'vitest';
import {
  CARE_EFFECT_NAMES,
  CARE_ITEM_USES,
  CARE_ITEMS,
  careKeysUsing,
  careUsesOf,
  CARE_TIERS,
  careItem,
  CONDITION_CARE_OPTIONS,
  isCareKey,
  PRODUCT_OPTION_NAMES,
} from './care-catalog';
import { CONDITION_KEYS } from './questionnaire-options';

describe('care catalogue (spec §3, §9)', () => {
  it('"16 care items, each with key (image file name), name, demos …; names prefixed by tier: basic, upgrade or luxury"', () => {
    expect(CARE_ITEMS).toHaveLength(16);
    expect(new Set(CARE_ITEMS.map((it) => it.key)).size).toBe(16);
    for (const item of CARE_ITEMS) {
      expect(item.key).toMatch(/^[a-z][a-z-]*$/);
      expect(item.name.startsWith(CARE_TIERS[item.tier])).toBe(true);
      expect(item.demos.length).toBeGreaterThanOrEqual(3);
      expect(item.demos.map((demo) => demo.image)).toEqual(
        item.demos.map((_, i) => `${item.key}-${i + 1}`),
      );
    }
    expect(careItem('basic-cleanse')?.name).toBe('基础·深层清洁');
  });

  it('"Special recommend page needs a key matching a known care option, else redirect to recommend/all."', () => {
    expect(
      careItem('luxury-repair')
        ?.demos.map((d) => d.name)
        .join(' → '),
    ).toContain('修护冻干粉');
    expect(careItem('nope')).toBeUndefined();
    expect(careItem(null)).toBeUndefined();
    expect(careItem(undefined)).toBeUndefined();
    expect(isCareKey('upgrade-eye')).toBe(true);
  });

  it('gives each condition three different care options from the catalogue, using every care item', () => {
    const used = new Set<string>();
    for (const key of CONDITION_KEYS) {
      const options = CONDITION_CARE_OPTIONS[key];
      expect(new Set(options).size).toBe(3);
      options.forEach((option) => used.add(option));
    }
    expect(used.size).toBe(16);
  });

  it('"Product option list: 18 names"; "Care-effect list: 9 names (inflammation, repair, oil control, hydration, brightening, acne, firming, anti-wrinkle, other)"', () => {
    expect(PRODUCT_OPTION_NAMES).toHaveLength(18);
    expect(new Set(PRODUCT_OPTION_NAMES).size).toBe(18);
    expect(CARE_EFFECT_NAMES).toEqual([
      '抗炎',
      '修护',
      '控油',
      '补水',
      '美白',
      '祛痘',
      '紧致',
      '抗皱',
      '其他',
    ]);
  });
});

describe('what each care item uses (issue 17 #6)', () => {
  it('names at least one product and one effect for every care item', () => {
    for (const item of CARE_ITEMS) {
      expect(CARE_ITEM_USES[item.key].products.length).toBeGreaterThan(0);
      expect(CARE_ITEM_USES[item.key].effects.length).toBeGreaterThan(0);
    }
  });

  it('joins a visit’s items once each, in the case form’s order, ignoring unknown keys', () => {
    expect(careUsesOf(['basic-soothe', 'luxury-repair', 'gone'])).toEqual({
      products: ['舒缓爽肤水', '修护面霜', '修护冻干粉', '舒敏喷雾'],
      cares: ['抗炎', '修护'],
    });
    expect(careUsesOf([])).toEqual({ products: [], cares: [] });
  });

  it('finds the items behind a product or an effect', () => {
    expect(careKeysUsing('products', '眼部精华霜')).toEqual(['upgrade-eye']);
    expect(careKeysUsing('effects', '祛痘')).toEqual(['upgrade-acne']);
    expect(careKeysUsing('effects', '修护面霜')).toEqual([]);
  });
});
