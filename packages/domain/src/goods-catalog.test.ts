import { describe, expect, it } from 'vitest';
import { allGoods, goodsFor, goodsItem } from './goods-catalog';
import { CONDITION_KEYS } from './questionnaire-options';

describe('goods (spec §3, §9)', () => {
  it('"10 condition2 keys with 5 products each"', () => {
    for (const key of CONDITION_KEYS) {
      const goods = goodsFor(key);
      expect(goods).toHaveLength(5);
      expect(
        goods.every((it) => it.name !== '' && it.description !== '' && it.image === it.key),
      ).toBe(true);
    }
    expect(new Set(allGoods().map((it) => it.key)).size).toBe(50);
    expect(goodsItem('goods-9-1')?.name).toBe('舒敏修护精华');
    expect(goodsItem('goods-11-1')).toBeUndefined();
  });
});
