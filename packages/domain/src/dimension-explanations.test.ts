import { DETECT_DIMENSIONS } from '@skinscope/contracts';
import type { DetectDimension } from '@skinscope/contracts';
import { describe, expect, it } from 'vitest';
import {
  COLOR_UNCALIBRATED,
  DETECT_BAND_LABELS,
  DIMENSION_EXPLANATIONS,
  ESTIMATE_NOTE,
  NOT_ESTIMABLE_NOTE,
  OVERLAY_LEGENDS,
  detectBand,
  explainDetection,
  explainDimension,
  type DetectDimensionInput,
} from './dimension-explanations';
import { CALIBRATION_MISMATCH } from './colour-calibration';

const dimension = (overrides: Partial<DetectDimensionInput> = {}): DetectDimensionInput => ({
  score: 85,
  type: null,
  level: 'none',
  area: 1,
  result: null,
  filename: 'd3-roughness.jpg',
  ...overrides,
});

const allDimensions = (): Record<DetectDimension, DetectDimensionInput> =>
  Object.fromEntries(DETECT_DIMENSIONS.map((key) => [key, dimension()])) as Record<
    DetectDimension,
    DetectDimensionInput
  >;

describe('dimension explanations (issue 19 #2)', () => {
  it('gives every dimension one plain sentence and a legend, without alarming or comparative words', () => {
    for (const key of DETECT_DIMENSIONS) {
      const sentence = DIMENSION_EXPLANATIONS[key];
      expect(sentence.length).toBeGreaterThan(10);
      expect(sentence).toMatch(/分数越高/);
      expect(sentence).not.toMatch(/重度|严重|危险|年龄|肤龄|同龄|别人|平均/);
      expect(OVERLAY_LEGENDS[key].length).toBeGreaterThan(0);
    }
  });

  it('bands follow the engine’s levels: 好 at none, 一般 at lightly, 需关注 below', () => {
    expect(detectBand('none')).toBe('good');
    expect(detectBand('lightly')).toBe('fair');
    expect(detectBand('moderately')).toBe('attention');
    expect(detectBand('severe')).toBe('attention');
    expect(Object.values(DETECT_BAND_LABELS)).toEqual(['好', '一般', '需关注']);
  });

  it('explains the seven dimensions in the response’s order with score, band and image', () => {
    const rows = explainDetection({
      ...allDimensions(),
      roughness: dimension({ score: 61.234, level: 'lightly' }),
      pigment: dimension({ score: 39.99, level: 'severe' }),
    });
    expect(rows.map((row) => row.name)).toEqual([
      '肤质',
      '粗糙度',
      '肤色',
      '敏感肌',
      '色素沉着',
      '弹性',
      '角质层',
    ]);
    expect(rows[1]).toMatchObject({ score: '61', band: 'fair', filename: 'd3-roughness.jpg' });
    expect(rows[4]?.band).toBe('attention');
    expect(rows[5]?.legend).toEqual(['细纹']);
  });

  it('肤质 shows its type, not a severity band', () => {
    const row = explainDimension('skin_type', dimension({ type: 'oil', level: 'severe' }));
    expect(row.word).toBe('油性');
    expect(row.band).toBeNull();
    expect(row.score).toBe('85');
  });

  it('colour without a tone word is 未校准, with evenness still scored', () => {
    const row = explainDimension('color', dimension({ result: null, score: 72, level: 'lightly' }));
    expect(row.word).toBe(COLOR_UNCALIBRATED);
    expect(row.band).toBe('fair');
    expect(row.notes.join('')).toContain('颜色校准');
  });

  it('colour is 未校准 when the response says it was not calibrated, even with a word', () => {
    const uncalibrated = explainDimension('color', dimension({ result: 'ziran' }), {
      colorCalibrated: false,
    });
    expect(uncalibrated.word).toBe('未校准');
    const calibrated = explainDimension('color', dimension({ result: 'ziran' }), {
      colorCalibrated: true,
    });
    expect(calibrated.word).toBe('自然');
    expect(calibrated.notes).toEqual([]);
  });

  it('colour under a calibration the photos did not match says why, instead of 未做校准 (issue 31 #3)', () => {
    const row = explainDimension(
      'color',
      dimension({ result: null, score: 72, level: 'lightly', toneWithheld: CALIBRATION_MISMATCH }),
      { colorCalibrated: false },
    );
    expect(row.word).toBe(COLOR_UNCALIBRATED);
    expect(row.band).toBe('fair');
    expect(row.notes).toEqual([CALIBRATION_MISMATCH.message]);
  });

  it('a missing score is 无法评估: no number, no band', () => {
    for (const score of [null, Number.NaN]) {
      const row = explainDimension('pigment', dimension({ score }));
      expect(row.score).toBeNull();
      expect(row.band).toBeNull();
      expect(row.notes).toEqual([NOT_ESTIMABLE_NOTE]);
    }
  });

  it('a dimension the engine could not assess says why (issue 31)', () => {
    const notAssessable = {
      code: 'CHANNEL_CLIPPED',
      photo: 'polarised' as const,
      message: '偏振光照片红色通道饱和，肤色无法评估，请调低显微镜亮度或曝光后重拍',
    };
    const row = explainDimension(
      'sensitivity',
      dimension({ score: null, level: null, notAssessable }),
    );
    expect(row.score).toBeNull();
    expect(row.band).toBeNull();
    expect(row.notes).toEqual([notAssessable.message]);
  });

  it('issue 31 #3: elasticity and stratum corneum are shown as estimates, with their limits', () => {
    for (const key of ['elasticity', 'corneum'] as const) {
      const row = explainDimension(key, dimension());
      expect(row.score).not.toBeNull();
      expect(row.notes).toContain(ESTIMATE_NOTE);
    }
    expect(explainDimension('roughness', dimension()).notes).not.toContain(ESTIMATE_NOTE);
  });

  it('says the repeatability band, per dimension or from the response’s table', () => {
    const own = explainDimension('roughness', dimension({ repeatability: 2.04 }));
    expect(own.repeatability).toBe(2.04);
    expect(own.notes).toEqual(['重复拍摄时分数通常在 ±2 分内变化。']);
    const table = explainDimension('pigment', dimension(), { repeatability: { pigment: 1.26 } });
    expect(table.notes).toEqual(['重复拍摄时分数通常在 ±1 分内变化。']);
    expect(explainDimension('pigment', dimension()).repeatability).toBeNull();
  });
});
