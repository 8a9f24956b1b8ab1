import { z } from 'zod';
import { ScopeSchema } from './enums';
import { IdSchema, plainText } from './fields';
import { optionalFilter, pagingSchema } from './paging';

/** Spec §9: the user list pages by 50, offset = page × size. */
export const USER_PAGE_SIZE = 50;

export const UserListQuerySchema = z.object({
  name: optionalFilter(50),
  mobile: optionalFilter(20),
  ...pagingSchema(USER_PAGE_SIZE),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

/** One row of user/list: the columns of spec §2 plus what the store dialog needs. */
export const UserListRowSchema = z.object({
  id: z.number().int(),
  fullName: z.string().nullable(),
  mobile: z.string(),
  scope: ScopeSchema,
  role: z.enum(['admin', 'staff']),
  companyUserId: z.number().int().nullable(),
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  canScan: z.boolean(),
  canUpload: z.boolean(),
  forbid: z.boolean(),
  /** Held after repeated wrong passwords until this time (ISO), or null; an admin may lift it. */
  lockedUntil: z.string().nullable(),
});
export type UserListRow = z.infer<typeof UserListRowSchema>;

export const AuthorizeScanBodySchema = z.object({ canScan: z.boolean() });
export const AuthorizeUploadBodySchema = z.object({ canUpload: z.boolean() });

/** `PUT /api/user/{userId}/store/bind` (spec §7). */
export const BindStoreBodySchema = z.object({
  storeId: IdSchema,
  storeName: plainText(50).optional(),
  userName: plainText(50).optional(),
});
export type BindStoreBody = z.infer<typeof BindStoreBodySchema>;

/** `PUT /api/user/{userId}/company` (DECISIONS): an admin sets company and scope. */
export const SetCompanyBodySchema = z.object({
  companyUserId: IdSchema.nullable(),
  scope: ScopeSchema,
});
export type SetCompanyBody = z.infer<typeof SetCompanyBodySchema>;
