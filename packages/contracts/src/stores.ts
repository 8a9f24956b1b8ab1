import { z } from 'zod';
import { ScopeSchema } from './enums';
import { IdSchema, plainText, requiredText, nameText } from './fields';
import { optionalFilter } from './paging';

/** Spec §3 "Store": id, name, clientName (plus our scope, company and archived flag). */
export const StoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  clientName: z.string(),
  scope: ScopeSchema,
  companyUserId: z.number().int().nullable(),
  archived: z.boolean(),
});
export type Store = z.infer<typeof StoreSchema>;

export const StoreIdParamsSchema = z.object({ id: IdSchema });

/** `POST /api/store` and `PUT /api/store/{id}` (DECISIONS, admin only). */
export const StoreBodySchema = z.object({
  name: nameText(requiredText(50)),
  clientName: nameText(plainText(50)).default(''),
  scope: ScopeSchema,
  companyUserId: IdSchema.nullable().optional(),
});
export type StoreBody = z.infer<typeof StoreBodySchema>;
export type StoreBodyInput = z.input<typeof StoreBodySchema>;

/** `GET /server/ceuticalStore` (cgo, reach) answers `{ceuticalStoreList}`. */
export const CompanyStoresQuerySchema = z.object({
  companyUserId: IdSchema.optional(),
  scope: ScopeSchema.optional(),
});
export const CeuticalStoresResponseSchema = z.object({ ceuticalStoreList: z.array(StoreSchema) });

/** `GET /api/store` (other scopes): `userId` names the signed-in user (spec §7). */
export const StoreListQuerySchema = z.object({
  userId: IdSchema.optional(),
  name: optionalFilter(50),
  includeArchived: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type StoreListQuery = z.infer<typeof StoreListQuerySchema>;
export type CompanyStoresQuery = z.infer<typeof CompanyStoresQuerySchema>;

/**
 * `GET /api/company` (admin, issue 17 #16): the companies a store or a staff member can belong
 * to, for choosing from a list. A company is an account heading itself (no company of its own)
 * whose scope is not pubdom; its id is the company user id of spec §6.
 */
export const CompanySchema = z.object({
  id: z.number().int(),
  fullName: z.string().nullable(),
  mobile: z.string(),
  scope: ScopeSchema,
});
export type Company = z.infer<typeof CompanySchema>;
