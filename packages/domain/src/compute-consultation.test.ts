import { describe, expect, it } from 'vitest';
import {
  carePointsOf,
  computeConsultation,
  parseStoredRecommend,
  toRecordFields,
} from './compute-consultation';
import { ConsultationRecordFieldsSchema } from './schemas';
import { answers } from './test-fixtures';

describe('computeConsultation', () => {
  it('derives scores, phase, steps, care, goods and problem from the stored answers alone', () => {
    const result = computeConsultation(answers({ menses: 1 }));
    const score = (key: string) => result.scores.find((it) => it.key === key)?.score;
    // Dry (hydration −4) and acne (oil control −2, purification −4, inflammation −3); in period +2.
    expect(score('hydration')).toBe(6);
    expect(score('oilControl')).toBe(10);
    expect(score('purification')).toBe(6);
    expect(score('inflammation')).toBe(7);
    expect(result.phase.name).toBe('护肤');
    expect(result.care).toEqual(['upgrade-acne', 'basic-soothe', 'basic-hydrate']);
    expect(result.goods.map((it) => it.key)).toEqual([
      'goods-8-1',
      'goods-8-2',
      'goods-8-3',
      'goods-8-4',
      'goods-8-5',
    ]);
    expect(result.problem.concernedQuestions).toBe('痘痘粉刺');
    const step = (key: string) => result.steps.find((it) => it.key === key);
    // innerBody: acne, late nights, unbalanced diet.
    expect(step('innerBody')).toMatchObject({ points: 3, tick: true, highlight: false });
    // professional: acne, plus no massage, no masks, no serum habit.
    expect(step('professional')).toMatchObject({ points: 4, tick: true });
  });

  it('carePointsOf gives the scores the summary stores, for a recompute after a late analysis', () => {
    const given = answers({ menses: 1 });
    expect(carePointsOf(given, [])).toEqual(
      toRecordFields(computeConsultation(given)).situation.pointList,
    );
  });

  it("is the same for the same answers, so the server's numbers match what the browser showed", () => {
    expect(computeConsultation(answers())).toEqual(computeConsultation(answers()));
  });

  it('"situation (step with values 修损, 护肤, 美肤; pointList of name and point)": the fields the summary saves', () => {
    const fields = toRecordFields(
      computeConsultation(answers({ condition: [9, 4], mainConcern: 4 })),
    );
    expect(ConsultationRecordFieldsSchema.parse(fields)).toEqual(fields);
    expect(fields.situation.step).toBe('修损');
    expect(fields.situation.pointList).toHaveLength(8);
    expect(fields.situation.pointList[0]).toEqual({ name: '抗炎舒缓', point: 6 });
    expect(fields.steps).toHaveLength(12);
    expect(fields.recommend).toEqual({
      products: 'basic-brighten,luxury-radiance,basic-soothe',
      goods: 'goods-4-1,goods-4-2,goods-4-3,goods-4-4,goods-4-5',
    });
    expect(fields.problem.questions).toBe('敏感泛红,肤色不均');
  });

  it('"strips quote characters from recommend goods and products" when a stored recommend is read back', () => {
    const parsed = parseStoredRecommend({
      products: '"basic-brighten","luxury-radiance", retired-care',
      goods: '"goods-4-1",goods-4-2,,',
    });
    expect(parsed.care).toEqual(['basic-brighten', 'luxury-radiance']);
    expect(parsed.goods.map((it) => it.name)).toEqual(['维C亮肤精华', '烟酰胺匀净乳液']);
    expect(parseStoredRecommend({ products: '', goods: '' })).toEqual({ care: [], goods: [] });
  });

  it('round-trips: what toRecordFields stores, parseStoredRecommend reads back', () => {
    const result = computeConsultation(answers());
    const back = parseStoredRecommend(toRecordFields(result).recommend);
    expect(back.care).toEqual(result.care);
    expect(back.goods).toEqual(result.goods);
  });
});
