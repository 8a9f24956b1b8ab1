import { DETECT_DIMENSIONS } from '@skinscope/contracts';
import type { DetectDimension, DetectLevel } from '@skinscope/contracts';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_DIMENSIONS, scoreDimensions } from './analysis-scoring';
import type { DimensionKey } from './analysis-scoring';
import {
  adjustCareScores,
  analysisOfPart,
  CARE_MEASURES,
  careScoreLine,
  MAX_MEASURED_ADJUSTMENT,
} from './care-adjustment';
import type { MeasuredDimension, VisitAnalysis } from './care-adjustment';
import { computeConsultation, toRecordFields } from './compute-consultation';
import { ConsultationRecordFieldsSchema } from './schemas';
import { answers } from './test-fixtures';

/** Every dimension "fine" (score 70, oil 5 %), calibrated colour; tests override what they check. */
function analysis(
  overrides: Partial<Record<DetectDimension, Partial<MeasuredDimension>>> = {},
  colorCalibrated = true,
): VisitAnalysis {
  const dimensions = Object.fromEntries(
    DETECT_DIMENSIONS.map((key) => [
      key,
      {
        score: 70,
        area: key === 'skin_type' ? 5 : 1,
        result: key === 'color' ? 'ziran' : null,
        ...overrides[key],
      },
    ]),
  );
  return { dimensions, colorCalibrated };
}

const refused: VisitAnalysis = { dimensions: null, colorCalibrated: true };

/** Questionnaire: oily (key 2) and fine lines (key 6), not in period. */
const base = () => scoreDimensions([2, 6], null);
const scoreOf = (scores: readonly { key: string; score: number }[], key: DimensionKey) =>
  scores.find((score) => score.key === key)?.score;
const find = (scores: ReturnType<typeof adjustCareScores>, key: DimensionKey) => {
  const score = scores.find((it) => it.key === key);
  if (!score) throw new Error(key);
  return score;
};

describe('adjustCareScores', () => {
  it('without a measurement, every score is the questionnaire’s and says so', () => {
    const adjusted = adjustCareScores(base(), []);
    expect(adjusted.map((score) => score.score)).toEqual(base().map((score) => score.score));
    for (const score of adjusted) {
      expect(score).toMatchObject({ questionnaire: score.score, measured: 0, evidence: [] });
      expect(careScoreLine(score)).toBe(`问卷 ${score.score} · 暂无检测`);
    }
  });

  it('refused pairs move nothing, however bad the numbers they might have had', () => {
    expect(adjustCareScores(base(), [refused, refused])).toEqual(adjustCareScores(base(), []));
  });

  it('a refused pair beside an accepted one: only the accepted one counts', () => {
    const oily = analysis({ skin_type: { area: 20 } });
    expect(adjustCareScores(base(), [refused, oily])).toEqual(adjustCareScores(base(), [oily]));
  });

  it('fair measurements (60–80, oil 2–8 %) keep the questionnaire score and name what was seen', () => {
    const adjusted = adjustCareScores(base(), [analysis()]);
    expect(adjusted.map((score) => score.score)).toEqual(base().map((score) => score.score));
    const oil = find(adjusted, 'oilControl');
    expect(careScoreLine(oil)).toBe('问卷 6 · 检测 ±0（油脂适中）');
  });

  it.each<[DimensionKey, Partial<Record<DetectDimension, Partial<MeasuredDimension>>>, string]>([
    ['inflammation', { sensitivity: { score: 35 } }, '泛红较多'],
    ['oilControl', { skin_type: { area: 16 } }, '油脂较多'],
    ['brightening', { pigment: { score: 30 } }, '色斑较多'],
    ['brightening', { color: { score: 30 } }, '肤色不均'],
    ['purification', { roughness: { score: 20 } }, '纹理较粗'],
    ['barrier', { sensitivity: { score: 35 } }, '泛红较多'],
    ['barrier', { corneum: { score: 35 } }, '皮屑较多'],
    ['hydration', { corneum: { score: 10 } }, '皮屑较多'],
    ['nourishing', { roughness: { score: 39.9 } }, '纹理较粗'],
    ['firming', { elasticity: { score: 25 } }, '细纹较多'],
  ])('%s goes down by 2 when the photos show it needs care (%j)', (key, measured, word) => {
    const adjusted = find(adjustCareScores(base(), [analysis(measured)]), key);
    const before = scoreOf(base(), key) ?? 0;
    expect(adjusted.score).toBe(Math.max(0, before - 2));
    expect(adjusted.evidence).toEqual([word]);
  });

  it.each<[DimensionKey, Partial<Record<DetectDimension, Partial<MeasuredDimension>>>, string]>([
    ['oilControl', { skin_type: { area: 9 } }, '问卷 6 · 检测 −1（油脂偏多）'],
    ['firming', { elasticity: { score: 50 } }, '问卷 7 · 检测 −1（细纹偏多）'],
    ['hydration', { corneum: { score: 59.9 } }, '问卷 7 · 检测 −1（皮屑偏多）'],
  ])('%s goes down by 1 for a moderate finding', (key, measured, line) => {
    expect(careScoreLine(find(adjustCareScores(base(), [analysis(measured)]), key))).toBe(line);
  });

  it.each<[DimensionKey, Partial<Record<DetectDimension, Partial<MeasuredDimension>>>, string]>([
    ['oilControl', { skin_type: { area: 1.5 } }, '问卷 6 · 检测 +1（油脂较少）'],
    ['firming', { elasticity: { score: 85 } }, '问卷 7 · 检测 +1（细纹很少）'],
    ['hydration', { corneum: { score: 80 } }, '问卷 7 · 检测 +1（皮屑很少）'],
  ])('%s goes up by 1 when the photos look better than the answers said', (key, measured, line) => {
    expect(careScoreLine(find(adjustCareScores(base(), [analysis(measured)]), key))).toBe(line);
  });

  it('never goes above 10: a good measurement of an untroubled dimension shows +0', () => {
    const adjusted = find(
      adjustCareScores(base(), [analysis({ sensitivity: { score: 95 } })]),
      'inflammation',
    );
    expect(adjusted).toMatchObject({ questionnaire: 10, score: 10, measured: 0 });
    expect(careScoreLine(adjusted)).toBe('问卷 10 · 检测 ±0（泛红很少）');
  });

  it('never goes below 0', () => {
    const oilyAcne = scoreDimensions([2, 3, 8], null);
    expect(scoreOf(oilyAcne, 'oilControl')).toBe(2);
    const adjusted = find(
      adjustCareScores(oilyAcne, [analysis({ skin_type: { area: 30 } })]),
      'oilControl',
    );
    expect(adjusted).toMatchObject({ questionnaire: 2, score: 0, measured: -2 });
  });

  it(`no measurement moves any score by more than ${MAX_MEASURED_ADJUSTMENT} points`, () => {
    const extremes = [0, 10, 39, 40, 59, 60, 79, 80, 100];
    for (const score of extremes) {
      for (const area of [0, 1, 2, 8, 15, 60]) {
        const all = Object.fromEntries(DETECT_DIMENSIONS.map((key) => [key, { score, area }]));
        const adjusted = adjustCareScores(base(), [analysis(all), analysis(all)]);
        for (const care of adjusted) {
          expect(Math.abs(care.score - care.questionnaire)).toBeLessThanOrEqual(
            MAX_MEASURED_ADJUSTMENT,
          );
          expect(care.measured).toBe(care.score - care.questionnaire);
          expect(care.score).toBeGreaterThanOrEqual(0);
          expect(care.score).toBeLessThanOrEqual(10);
        }
      }
    }
  });

  it('an uncalibrated colour never moves brightening; spots still do', () => {
    const uneven = { color: { score: 10, result: null } };
    const byFlag = analysis({ color: { score: 10 } }, false);
    for (const visit of [analysis(uneven), byFlag]) {
      const brightening = find(adjustCareScores(base(), [visit]), 'brightening');
      expect(brightening).toMatchObject({ score: 10, measured: 0, evidence: ['少量色斑'] });
    }
    const noSpots = analysis({ color: { score: 10, result: null }, pigment: { score: null } });
    expect(find(adjustCareScores(base(), [noSpots]), 'brightening').evidence).toEqual([]);
  });

  it('a calibrated uneven tone lowers brightening', () => {
    const brightening = find(
      adjustCareScores(scoreDimensions([4], null), [analysis({ color: { score: 45 } })]),
      'brightening',
    );
    expect(careScoreLine(brightening)).toBe('问卷 7 · 检测 −1（肤色不够均匀）');
  });

  it('where two measurements bear on one dimension, the one needing more care decides', () => {
    const barrier = (sensitivity: number, corneum: number) =>
      find(
        adjustCareScores(base(), [
          analysis({ sensitivity: { score: sensitivity }, corneum: { score: corneum } }),
        ]),
        'barrier',
      );
    expect(barrier(90, 50)).toMatchObject({ measured: -1, evidence: ['皮屑偏多'] });
    expect(barrier(50, 50)).toMatchObject({ measured: -1, evidence: ['泛红偏多', '皮屑偏多'] });
    expect(barrier(90, 90)).toMatchObject({ measured: 0, evidence: ['泛红很少', '皮屑很少'] });
  });

  it('issue 29 #8: reads the part that needs most care, and names it', () => {
    // Her concern is 色斑: two of three parts measured 色素沉着 74.9 (一般), one 98. The mean
    // (82.6) read as 色斑很少 (+1); the worst part reads 少量色斑 (±0) and is named.
    const part = (key: string, pigment: number): VisitAnalysis => ({
      ...analysis({ pigment: { score: pigment }, color: { score: 90 } }),
      part: key,
    });
    const visit = [part('zqg', 98), part('yqg', 74.9), part('xb', 74.95)];
    const brightening = find(adjustCareScores(scoreDimensions([4], null), visit), 'brightening');
    expect(careScoreLine(brightening)).toBe('问卷 7 · 检测 ±0（右颧骨少量色斑）');
    // Oil reads the highest fraction: 4 % and 14 % is 14 % (−1) on the part that shone.
    const oil = [
      { ...analysis({ skin_type: { area: 4 } }), part: 'zqg' },
      { ...analysis({ skin_type: { area: 14 } }), part: 'yby' },
    ];
    expect(find(adjustCareScores(base(), oil), 'oilControl')).toMatchObject({
      measured: -1,
      evidence: ['右鼻翼油脂偏多'],
    });
    // Two measures of one dimension may be driven by two parts.
    const barrier = [
      { ...analysis({ sensitivity: { score: 50 } }), part: 'zlj' },
      { ...analysis({ corneum: { score: 50 } }), part: 'ylj' },
    ];
    expect(find(adjustCareScores(base(), barrier), 'barrier').evidence).toEqual([
      '左脸颊泛红偏多',
      '右脸颊皮屑偏多',
    ]);
  });

  it('a dimension the engine could not estimate is skipped, not read as 0', () => {
    const adjusted = find(
      adjustCareScores(base(), [analysis({ elasticity: { score: null } })]),
      'firming',
    );
    expect(adjusted).toMatchObject({ measured: 0, evidence: [] });
  });

  it('every care dimension has a measurement that bears on it', () => {
    expect(Object.keys(CARE_MEASURES).sort()).toEqual(
      ANALYSIS_DIMENSIONS.map((dimension) => dimension.key).sort(),
    );
    for (const measures of Object.values(CARE_MEASURES)) expect(measures.length).toBeGreaterThan(0);
  });
});

describe('computeConsultation with measurements', () => {
  it('moves the scores only; phase, steps and recommendations follow the answers', () => {
    const alone = computeConsultation(answers());
    const measured = computeConsultation(answers(), [analysis({ skin_type: { area: 20 } })]);
    expect(scoreOf(measured.scores, 'oilControl')).toBe(
      (scoreOf(alone.scores, 'oilControl') ?? 0) - 2,
    );
    expect({ ...measured, scores: [] }).toEqual({ ...alone, scores: [] });
  });

  it('the record keeps what each measured score is made of; unmeasured ones stay spec-shaped', () => {
    const fields = toRecordFields(
      computeConsultation(answers(), [analysis({ skin_type: { area: 20 } })]),
    );
    expect(ConsultationRecordFieldsSchema.parse(fields)).toEqual(fields);
    expect(fields.situation.pointList.find((point) => point.name === '控油平衡')).toEqual({
      name: '控油平衡',
      point: 6,
      questionnaire: 8,
      measured: -2,
      evidence: ['油脂较多'],
    });
    const alone = toRecordFields(computeConsultation(answers()));
    expect(alone.situation.pointList[1]).toEqual({ name: '控油平衡', point: 8 });
  });
});

describe('analysisOfPart', () => {
  it('reads a report part: done counts, refused counts as refused, the rest not yet', () => {
    const fine = { score: 70, type: null, level: 'lightly' as DetectLevel, area: 1, result: null };
    const dimensions = Object.fromEntries(
      DETECT_DIMENSIONS.map((key) => [key, { ...fine, filename: `d1-${key}.jpg` }]),
    ) as Record<DetectDimension, typeof fine & { filename: string }>;
    dimensions.color = { ...dimensions.color, score: 20, level: 'severe' };
    dimensions.pigment = { ...dimensions.pigment, score: 20, level: 'severe' };
    const version = { engine: '2.2.0', calibration: '2026.4' };
    const done = analysisOfPart('yqg', {
      status: 'done',
      detectionId: 1,
      dimensions,
      colorCalibrated: false,
      version,
      deviceCalibrationId: null,
    });
    expect(done).not.toBeNull();
    // Without a tone word the colour is uncalibrated: spots move brightening, tone does not.
    expect(find(adjustCareScores(base(), [done!]), 'brightening').evidence).toEqual([
      '右颧骨色斑较多',
    ]);
    // A tone word from a device without calibration (stored before calibration existed) is
    // uncalibrated too: the report says so, and the flag carries it.
    const named = { ...dimensions, color: { ...dimensions.color, result: 'ziran' } };
    const legacy = analysisOfPart('yqg', {
      status: 'done',
      detectionId: 2,
      dimensions: named,
      colorCalibrated: false,
      version,
      deviceCalibrationId: null,
    });
    expect(find(adjustCareScores(base(), [legacy!]), 'brightening').evidence).toEqual([
      '右颧骨色斑较多',
    ]);
    expect(analysisOfPart('yqg', { status: 'failed', reasons: [] })).toEqual({
      part: 'yqg',
      dimensions: null,
    });
    expect(analysisOfPart('yqg', { status: 'pending' })).toBeNull();
    expect(analysisOfPart('yqg', { status: 'incomplete' })).toBeNull();
  });
});
