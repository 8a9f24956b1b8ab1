import { CARE_EFFECT_NAMES, PRODUCT_OPTION_NAMES } from '@skinscope/domain';
import { describe, expect, it } from 'vitest';
import { CARE_OPTIONS, matchOptions, PRODUCT_OPTIONS } from './case-options';

describe('case option lists (the spec label swap)', () => {
  it('护理项目 offers the product names and 功效点 the care effects', () => {
    expect(PRODUCT_OPTIONS).toEqual(PRODUCT_OPTION_NAMES);
    expect(CARE_OPTIONS).toEqual(CARE_EFFECT_NAMES);
  });

  it('pre-ticks stored names that match an option, in the options’ order', () => {
    expect(matchOptions(PRODUCT_OPTIONS, ['舒敏喷雾', ' 修护面霜', '停产的面霜'])).toEqual([
      '修护面霜',
      '舒敏喷雾',
    ]);
    expect(matchOptions(CARE_OPTIONS, [])).toEqual([]);
  });
});
