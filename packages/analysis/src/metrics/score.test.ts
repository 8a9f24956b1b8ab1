import { describe, expect, it } from 'vitest';
import { ita, colorWord } from './color';
import { levelFromScore, round, scoreFromAnchors } from './score';
import { skinTypeOf } from './skin-type';

describe('scores and levels', () => {
  it('interpolates anchors and clamps at both ends', () => {
    const anchors = [
      [0, 100],
      [10, 50],
      [20, 0],
    ] as const;
    expect(scoreFromAnchors(-5, anchors)).toBe(100);
    expect(scoreFromAnchors(5, anchors)).toBe(75);
    expect(scoreFromAnchors(15, anchors)).toBe(25);
    expect(scoreFromAnchors(99, anchors)).toBe(0);
  });

  it('cuts levels at 80 / 60 / 40', () => {
    expect([85, 80, 79.99, 60, 59, 40, 39.9, 0].map(levelFromScore)).toEqual([
      'none',
      'none',
      'lightly',
      'lightly',
      'moderately',
      'moderately',
      'severe',
      'severe',
    ]);
  });

  it('rounds to 2 decimals without negative zero', () => {
    expect(round(12.3456)).toBe(12.35);
    expect(Object.is(round(-0.001), 0)).toBe(true);
  });
});

describe('ITA° and colour words', () => {
  it('computes ITA° = atan2(L* − 50, b*)·180/π', () => {
    expect(ita(50, 10)).toBe(0);
    expect(ita(60, 10)).toBeCloseTo(45, 10);
    expect(ita(40, 10)).toBeCloseTo(-45, 10);
  });

  it('names the Chardon / Del Bino categories with their boundaries', () => {
    expect([60, 55.01, 55, 41.5, 41, 30, 28, 12, 10, 0, -30, -40].map(colorWord)).toEqual([
      'toubai',
      'toubai',
      'baixi',
      'baixi',
      'ziran',
      'ziran',
      'xiaomai',
      'xiaomai',
      'anchen',
      'anchen',
      'youhei',
      'youhei',
    ]);
  });
});

describe('skin type', () => {
  it('is oil from 8 % shine, else dry from 1.5 % flakes, else mid', () => {
    expect(skinTypeOf(8, 5)).toBe('oil');
    expect(skinTypeOf(7.9, 1.5)).toBe('dry');
    expect(skinTypeOf(2, 0.2)).toBe('mid');
  });
});
