import { describe, expect, it } from 'vitest';
import { DETECT_DIMENSIONS } from '@skinscope/contracts';
import {
  colorResultLabel,
  DETECT_DIMENSION_LABELS,
  DETECT_LEVEL_LABELS,
  detectWordLabel,
  formatDetectScore,
  formatScoreBand,
  formatScoreChange,
  SKIN_COLOR_LABELS,
  SKIN_TYPE_LABELS,
} from './detect-labels';

describe('detect labels (spec §9)', () => {
  it('"Detect labels: level severe = heavy, moderately = medium, lightly = light, none = none; skin type oil = oily, dry = dry, mid = neutral"', () => {
    expect(DETECT_LEVEL_LABELS).toEqual({
      severe: '重度',
      moderately: '中度',
      lightly: '轻度',
      none: '无',
    });
    expect(SKIN_TYPE_LABELS).toEqual({ oil: '油性', dry: '干性', mid: '中性' });
    expect(Object.values(SKIN_COLOR_LABELS)).toEqual([
      '透白',
      '白皙',
      '自然',
      '小麦',
      '暗沉',
      '黝黑',
    ]);
    expect(detectWordLabel('anchen')).toBe('暗沉');
    expect(detectWordLabel('moderately')).toBe('中度');
    expect(detectWordLabel('toString')).toBe('toString');
    expect(detectWordLabel('mystery')).toBe('mystery');
  });

  it('names the tone only when the device was calibrated, else says 未校准', () => {
    expect(colorResultLabel('xiaomai')).toBe('小麦');
    expect(colorResultLabel(null)).toBe('未校准，仅评估均匀度');
    expect(colorResultLabel(undefined)).toBe('未校准，仅评估均匀度');
  });

  it('"Dimension labels: skin type, roughness, colour, sensitive skin, pigment deposition, elasticity, stratum corneum."', () => {
    expect(DETECT_DIMENSIONS.map((key) => DETECT_DIMENSION_LABELS[key])).toEqual([
      '肤质',
      '粗糙度',
      '肤色',
      '敏感肌',
      '色素沉着',
      '弹性',
      '角质层',
    ]);
  });

  it("issue 29 #11: whole points for people, '/' when missing; cut off, so 79.99 is not 80", () => {
    expect(formatDetectScore(81.25)).toBe('81');
    expect(formatDetectScore(79.99)).toBe('79');
    expect(formatDetectScore(7)).toBe('7');
    expect(formatDetectScore('4.5')).toBe('4');
    expect(formatDetectScore(null)).toBe('/');
    expect(formatDetectScore(undefined)).toBe('/');
    expect(formatDetectScore('')).toBe('/');
    expect(formatDetectScore(Number.NaN)).toBe('/');
  });

  it('issue 29 #11: a change in whole points (±0 under half a point), a band never ±0', () => {
    expect(formatScoreChange(0)).toBe('±0');
    expect(formatScoreChange(0.004)).toBe('±0');
    expect(formatScoreChange(-0.4)).toBe('±0');
    expect(formatScoreChange(2.6)).toBe('+3');
    expect(formatScoreChange(-1.5)).toBe('−2');
    expect(formatScoreBand(2.4)).toBe('2');
    expect(formatScoreBand(2.6)).toBe('3');
    expect(formatScoreBand(0.2)).toBe('1');
    expect(formatScoreBand(2)).toBe('2');
  });
});
