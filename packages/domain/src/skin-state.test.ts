import { describe, expect, it } from 'vitest';
import { comparisonNote, describeSkinState, USUAL_SKIN_STATE } from './skin-state';

const usual = USUAL_SKIN_STATE;

describe('comparisonNote (issue 19 #7)', () => {
  it('says nothing when both visits were photographed in the same state', () => {
    expect(comparisonNote(usual, { ...usual })).toBeNull();
    const madeUp = { makeupRemoved: false, cleansedRecently: true, productsToday: true };
    expect(comparisonNote(madeUp, { ...madeUp })).toBeNull();
  });

  it('says nothing when either visit has no recorded state', () => {
    const madeUp = { ...usual, makeupRemoved: false };
    expect(comparisonNote(null, madeUp)).toBeNull();
    expect(comparisonNote(madeUp, undefined)).toBeNull();
    expect(comparisonNote(null, null)).toBeNull();
  });

  it('names what departs from bare skin, under the visit where it does', () => {
    expect(comparisonNote(usual, { ...usual, makeupRemoved: false })).toBe(
      '本次未卸妆，对比仅供参考',
    );
    expect(comparisonNote({ ...usual, makeupRemoved: false }, usual)).toBe(
      '上次未卸妆，对比仅供参考',
    );
    expect(comparisonNote(usual, { ...usual, cleansedRecently: true, productsToday: true })).toBe(
      '本次洁面后不到 30 分钟、当天已用护肤品，对比仅供参考',
    );
  });

  it('names only the fields that differ, on both sides', () => {
    const before = { makeupRemoved: true, cleansedRecently: true, productsToday: true };
    const after = { makeupRemoved: false, cleansedRecently: true, productsToday: false };
    // Fresh cleansing is the same both times: not named.
    expect(comparisonNote(before, after)).toBe('本次未卸妆，上次当天已用护肤品，对比仅供参考');
  });
});

describe('describeSkinState', () => {
  it('puts the three answers in words', () => {
    expect(describeSkinState(usual)).toBe('已卸妆 · 30 分钟内未洁面 · 今日未用护肤品');
    expect(
      describeSkinState({ makeupRemoved: false, cleansedRecently: true, productsToday: true }),
    ).toBe('未卸妆 · 30 分钟内洁面 · 今日已用护肤品');
  });
});
