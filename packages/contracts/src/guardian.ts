import { z } from 'zod';
import { MOBILE_PATTERN, nameText, plainText } from './fields';

/**
 * Issue 34 #3: 《人脸识别技术应用安全管理办法》 asks a guardian's consent to process the face
 * information of a child under 14; PIPL Art. 31 calls such a child's data sensitive. A customer
 * of 14–17 consents herself, with a note to staff. Only an age is stored (not a birth date), so
 * the age the customer has when the consent is recorded is the age at the visit.
 */
export const GUARDIAN_REQUIRED_UNDER_AGE = 14;
export const ADULT_AGE = 18;

/** Who agrees to the photos: a guardian, the customer with a note to staff, or the customer. */
export type ConsentAgeGroup = 'child' | 'minor' | 'adult';

/** An unknown age is treated as an adult's: staff enter the age when they register a child. */
export function consentAgeGroup(age: number | null | undefined): ConsentAgeGroup {
  if (age == null || age >= ADULT_AGE) return 'adult';
  return age < GUARDIAN_REQUIRED_UNDER_AGE ? 'child' : 'minor';
}

export const GUARDIAN_RELATIONS = ['father', 'mother', 'grandparent', 'other'] as const;
export const GuardianRelationSchema = z.enum(GUARDIAN_RELATIONS, {
  error: '请选择监护人与顾客的关系',
});
export type GuardianRelation = z.infer<typeof GuardianRelationSchema>;
export const GUARDIAN_RELATION_LABELS: Record<GuardianRelation, string> = {
  father: '父亲',
  mother: '母亲',
  grandparent: '祖父母/外祖父母',
  other: '其他监护人',
};

export const GuardianSchema = z.object({
  name: nameText(plainText(20).min(1, '请输入监护人姓名').max(20, '监护人姓名最多 20 个字')),
  relation: GuardianRelationSchema,
  mobile: z
    .string({ error: '请输入监护人手机号' })
    .trim()
    .regex(MOBILE_PATTERN, '请输入监护人正确的 11 位手机号'),
});
export type Guardian = z.infer<typeof GuardianSchema>;
export type GuardianInput = z.input<typeof GuardianSchema>;
