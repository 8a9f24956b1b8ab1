import { describe, expect, it } from 'vitest';
import { ConsentRequestSchema } from './customers';
import { consentAgeGroup, GUARDIAN_RELATION_LABELS, GUARDIAN_RELATIONS } from './guardian';

const guardian = { name: '王建国', relation: 'father', mobile: '13800000001' };

describe('issue 34 #3: who agrees to the photos', () => {
  it('under 14 a guardian, 14–17 the customer with a note, 18 and over or unknown the customer', () => {
    expect([1, 13, 14, 17, 18, 60, null].map(consentAgeGroup)).toEqual([
      'child',
      'child',
      'minor',
      'minor',
      'adult',
      'adult',
      'adult',
    ]);
  });

  it('names every relation in Chinese', () => {
    for (const relation of GUARDIAN_RELATIONS) {
      expect(GUARDIAN_RELATION_LABELS[relation]).toMatch(/\p{Script=Han}/u);
    }
  });

  it('takes a consent with or without a guardian', () => {
    expect(ConsentRequestSchema.parse({ version: 'v1-2026-11' }).guardian).toBeUndefined();
    expect(ConsentRequestSchema.parse({ version: 'v1-2026-11', guardian }).guardian).toEqual(
      guardian,
    );
  });

  it('says what is wrong with each of the guardian fields', () => {
    const result = ConsentRequestSchema.safeParse({
      version: 'v1-2026-11',
      guardian: { name: '  ', relation: 'uncle', mobile: '12345' },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['guardian.name', '请输入监护人姓名'],
      ['guardian.relation', '请选择监护人与顾客的关系'],
      ['guardian.mobile', '请输入监护人正确的 11 位手机号'],
    ]);
  });
});
