import { z } from 'zod';
import { IdOrNewSchema, IdSchema, plainText, NameListSchema } from './fields';
import { photoUrlSchema } from './photo-key';
import { pagingSchema } from './paging';

/**
 * Excellent cases (spec §2 example/excellent, §3 "Example case").
 *
 * The one place the spec's label swap is written down: the form's first list is labelled
 * "care items" (护理项目) but offers the PRODUCT option names and is stored in `products`; the
 * second is labelled "efficacy points" (功效点) but offers the CARE-effect names and is stored
 * in `cares`. The web shows `products` under 护理项目 and `cares` under 功效点.
 */
export const CASE_PAGE_SIZE = 10;
export const CASE_DESCRIPTION_MAX = 500;

export const SaveCaseRequestSchema = z.object({
  id: IdOrNewSchema.default(0),
  products: NameListSchema.refine((names) => names.length > 0, '请选择护理项目'),
  cares: NameListSchema.refine((names) => names.length > 0, '请选择功效点'),
  description: plainText(CASE_DESCRIPTION_MAX).min(1, '请输入案例描述'),
  // Case photos live apart from customers' folders: `case/{scope}-{ownerId}/{hours}/{ts}.jpg`.
  imgUrl: photoUrlSchema('case', '请上传案例图片'),
  userId: IdSchema.optional(),
  /** Accepted for the spec's sake and ignored: the server names the author from the account. */
  userName: plainText(50).optional(),
  // Beyond the spec: no case without the customer's agreement to this use of the photo.
  customerConsent: z.literal(true, { error: '请确认顾客已同意将照片用作案例' }),
});
export type SaveCaseRequest = z.infer<typeof SaveCaseRequestSchema>;

export const CaseListQuerySchema = z.object({
  products: NameListSchema.optional(),
  cares: NameListSchema.optional(),
  ...pagingSchema(CASE_PAGE_SIZE, 50),
});
export type CaseListQuery = z.infer<typeof CaseListQuerySchema>;

export const CaseSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  products: z.array(z.string()),
  cares: z.array(z.string()),
  imgUrl: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string(),
  created: z.string(),
});
export type ExampleCase = z.infer<typeof CaseSchema>;

export const CaseIdParamsSchema = z.object({ exampleId: IdSchema });
