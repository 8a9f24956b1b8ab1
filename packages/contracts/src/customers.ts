import { z } from 'zod';
import { ScopeSchema } from './enums';
import {
  IdSchema,
  MOBILE_PATTERN,
  plainText,
  requiredText,
  nameText,
  chosenIdSchema,
} from './fields';
import { GuardianSchema } from './guardian';
import { optionalFilter, pagingSchema } from './paging';

export const GenderSchema = z.enum(['female', 'male']);
export type Gender = z.infer<typeof GenderSchema>;

/** A visit's kind (spec §3); the domain's consultation rules read the same type. */
const SCAN_TYPES = ['FULL_SCAN', 'PHOTO_ONLY', 'RETRY_SCAN', 'FULL_FACE'] as const;
export const ScanTypeSchema = z.enum(SCAN_TYPES);
export type ScanType = z.infer<typeof ScanTypeSchema>;

/** Spec §6: for scope skinworker the customer id travels prefixed with the scope name. */
export const SKINWORKER_PREFIX = 'skinworker';

/** A customer id as sent by the web: a number, or a string that may carry the skinworker prefix. */
export const CustomerIdInputSchema = z.preprocess(
  (value) =>
    typeof value === 'string' && value.trim().startsWith(SKINWORKER_PREFIX)
      ? value.trim().slice(SKINWORKER_PREFIX.length)
      : value,
  IdSchema,
);

/** Spec §9: customer search pages by 10. */
export const CUSTOMER_PAGE_SIZE = 10;

export const CustomerSearchQuerySchema = z.object({
  telephone: optionalFilter(20),
  name: optionalFilter(50),
  scope: ScopeSchema.optional(),
  userId: IdSchema.optional(),
  ...pagingSchema(CUSTOMER_PAGE_SIZE, 50),
});
export type CustomerSearchQuery = z.infer<typeof CustomerSearchQuerySchema>;

export const LatestRecordSchema = z.object({
  id: z.number().int(),
  created: z.string(),
  scanType: ScanTypeSchema,
});

/** A customer search row (DECISIONS). */
export const CustomerRowSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  mobile: z.string(),
  age: z.number().int().nullable(),
  gender: GenderSchema,
  nickname: z.string().nullable(),
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  scope: ScopeSchema,
  remark: z.string().nullable(),
  latestRecord: LatestRecordSchema.nullable(),
});
export type CustomerRow = z.infer<typeof CustomerRowSchema>;

/** Issue 17 #30: the ages staff may enter; anything else is refused with this message, never clamped. */
export const CUSTOMER_AGE_MIN = 1;
export const CUSTOMER_AGE_MAX = 120;
const AGE_MESSAGE = `年龄应在 ${CUSTOMER_AGE_MIN}–${CUSTOMER_AGE_MAX} 岁之间`;
const CustomerAgeSchema = z.coerce
  .number({ error: AGE_MESSAGE })
  .int(AGE_MESSAGE)
  .min(CUSTOMER_AGE_MIN, AGE_MESSAGE)
  .max(CUSTOMER_AGE_MAX, AGE_MESSAGE);

/** Spec §5 calls the store of a new customer 合作门店; a form without one says so. */
const CHOOSE_STORE = '请选择合作门店';

/** Spec §5 new-customer form: name ≤ 20, telephone ≤ 11, nick ≤ 20, age numeric, store required. */
export const RegisterCustomerRequestSchema = z.object({
  fullName: nameText(requiredText(20)),
  mobile: z.string().trim().regex(MOBILE_PATTERN, '请输入正确的 11 位手机号'),
  nickName: nameText(plainText(20)).optional().nullable(),
  gender: GenderSchema.default('female'),
  age: CustomerAgeSchema.optional().nullable(),
  storeId: chosenIdSchema(CHOOSE_STORE),
  scope: ScopeSchema.optional(),
  recUserId: IdSchema.optional(),
});
export type RegisterCustomerRequest = z.infer<typeof RegisterCustomerRequestSchema>;
export type RegisterCustomerInput = z.input<typeof RegisterCustomerRequestSchema>;

export const REMARK_MAX = 500;

/** `PUT /api/customer/remark/update`: spec §5 "remark cannot be empty". */
export const RemarkUpdateRequestSchema = z.object({
  recCustomerId: CustomerIdInputSchema,
  remark: plainText(REMARK_MAX).min(1, '备注不能为空').max(REMARK_MAX, `备注最多 ${REMARK_MAX} 字`),
});
export type RemarkUpdateRequest = z.infer<typeof RemarkUpdateRequestSchema>;

export const CustomerIdParamsSchema = z.object({ customerId: CustomerIdInputSchema });

/**
 * `POST /api/customer/{customerId}/consent` (DECISIONS): the consent text's version id, and for
 * a customer under 14 her guardian who agrees for her (issue 34 #3, DECISIONS §108).
 */
export const ConsentRequestSchema = z.object({
  version: requiredText(40),
  guardian: GuardianSchema.optional(),
});
export type ConsentRequest = z.input<typeof ConsentRequestSchema>;
export const ConsentSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  created: z.string(),
  guardian: GuardianSchema.nullable().optional(),
});
export type Consent = z.infer<typeof ConsentSchema>;

/** `PUT /api/customer/{customerId}` (issue 17 #30): staff correct a member's details. */
export const UpdateCustomerRequestSchema = z.object({
  fullName: nameText(plainText(20).min(1, '请输入会员姓名').max(20, '姓名最多 20 个字')),
  mobile: z
    .string({ error: '请输入手机号' })
    .trim()
    .regex(MOBILE_PATTERN, '请输入正确的 11 位手机号'),
  age: CustomerAgeSchema.nullable(),
  storeId: chosenIdSchema('请选择门店'),
});
export type UpdateCustomerRequest = z.infer<typeof UpdateCustomerRequestSchema>;

/** One visit of today on the query page (issue 17 #31). */
export const CounterVisitSchema = z.object({
  recordId: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  scope: ScopeSchema,
  scanType: ScanTypeSchema,
  recorder: z.string(),
  created: z.string(),
});
export type CounterVisit = z.infer<typeof CounterVisitSchema>;

/** A customer with her latest visit, for the query page's lists. */
export const CounterCustomerSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  /** The middle four digits hidden: the page is seen at the counter. */
  mobile: z.string(),
  scope: ScopeSchema,
  storeName: z.string().nullable(),
  lastVisit: z.string(),
  lastScanType: ScanTypeSchema,
});
export type CounterCustomer = z.infer<typeof CounterCustomerSchema>;

/** `GET /api/customer/counter` (issue 17 #31): what staff need at the counter. */
export const CounterOverviewSchema = z.object({
  today: z.array(CounterVisitSchema),
  recent: z.array(CounterCustomerSchema),
  due: z.array(CounterCustomerSchema),
  /** The re-check interval in days (RECHECK_INTERVAL_DAYS). */
  recheckIntervalDays: z.number().int(),
});
export type CounterOverview = z.infer<typeof CounterOverviewSchema>;
