import { describe, expect, it } from 'vitest';
import { ROUTINE_ITEMS, ROUTINE_TITLE } from './routine';

describe('fifteen-style routine (spec §2, §9)', () => {
  it('"15 routine items" under the title 十五式护理', () => {
    expect(ROUTINE_TITLE).toBe('十五式护理');
    expect(ROUTINE_ITEMS.map((it) => it.no)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(new Set(ROUTINE_ITEMS.map((it) => it.name)).size).toBe(15);
  });
});
