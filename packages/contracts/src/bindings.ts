import { z } from 'zod';
import { CustomerIdInputSchema } from './customers';
import { ScopeSchema } from './enums';
import { IdSchema, plainText } from './fields';

/** `PUT /api/user/{userId}/customer/bind` (spec §7): authorise a staff member for one customer. */
export const BindCustomerBodySchema = z.object({
  customerId: CustomerIdInputSchema,
  scope: ScopeSchema.optional(),
  customerTelephone: plainText(20).optional(),
  customerName: plainText(20).optional(),
});
export type BindCustomerBody = z.infer<typeof BindCustomerBodySchema>;

export const UnbindCustomerBodySchema = z.object({
  customerId: CustomerIdInputSchema,
  customerTelephone: plainText(20).optional(),
});
export type UnbindCustomerBody = z.infer<typeof UnbindCustomerBodySchema>;

/** Spec §4: bind answers result code 1, unbind result code 2. */
export const BindResultSchema = z.object({ result: z.union([z.literal(1), z.literal(2)]) });
export type BindResult = z.infer<typeof BindResultSchema>;

/** `GET /api/user/bind/store`: third parties linked to the customer's store. */
export const LinkedUsersQuerySchema = z.object({
  storeId: IdSchema.optional(),
  customerId: CustomerIdInputSchema,
  customerTelephone: plainText(20).optional(),
});
export type LinkedUsersQuery = z.infer<typeof LinkedUsersQuerySchema>;

export const LinkedUserSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  storeName: z.string(),
  bind: z.boolean(),
});
export type LinkedUser = z.infer<typeof LinkedUserSchema>;

/** `GET /api/user/bind/storeByUserId`: the staff a customer can be authorised to. */
export const BindableUsersQuerySchema = z.object({ userId: IdSchema.optional() });
export const BoundUserSchema = z.object({ userId: z.number().int(), userName: z.string() });
export type BoundUser = z.infer<typeof BoundUserSchema>;
