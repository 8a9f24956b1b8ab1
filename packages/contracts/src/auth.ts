import { z } from 'zod';
import { RoleSchema, ScopeSchema } from './enums';
import { LOGIN_FIELD_MAX } from './auth-limits';
import { IdSchema, requiredText } from './fields';
import { VerificationCodeSchema } from './account';

export { LOGIN_FIELD_MAX } from './auth-limits';

/**
 * How long a sign-in lasts without use, in hours, unless the server's TOKEN_TTL_HOURS says
 * otherwise: the server's default and the web's token cookie lifetime.
 */
export const DEFAULT_TOKEN_TTL_HOURS = 12;

export const LoginRequestSchema = z.object({
  username: requiredText(LOGIN_FIELD_MAX),
  password: z.string().min(1).max(LOGIN_FIELD_MAX),
  /**
   * Issue 29 #1: an SMS code (purpose `unlock`) sent to the account's mobile, with which a held
   * account signs in on a browser it has not used before.
   */
  unlockCode: VerificationCodeSchema.optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The "stored user" of spec §3, plus our role. */
export const UserSchema = z.object({
  id: z.number().int(),
  scope: ScopeSchema,
  companyUserId: z.number().int().nullable(),
  storeId: z.number().int().nullable(),
  mobile: z.string(),
  fullName: z.string().nullable(),
  canScan: z.boolean(),
  canUpload: z.boolean(),
  forbid: z.boolean(),
  role: RoleSchema,
});
export type User = z.infer<typeof UserSchema>;

export const TOKEN_TYPE = 'Bearer';

export const LoginResponseSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal(TOKEN_TYPE),
  recUser: UserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const UserIdParamsSchema = z.object({ userId: IdSchema });
export type UserIdParams = z.infer<typeof UserIdParamsSchema>;

/** `GET /api/user/{userId}`: the rights the web adds to the stored session after login. */
export const UserRightsSchema = z.object({ canScan: z.boolean(), canUpload: z.boolean() });
export type UserRights = z.infer<typeof UserRightsSchema>;

/** Spec §7/§9: the token check sends the fixed key "111111". */
export const TOKEN_CHECK_KEY = '111111';

export const TokenCheckQuerySchema = z.object({
  userId: IdSchema,
  scope: ScopeSchema,
  key: z.literal(TOKEN_CHECK_KEY),
});
export type TokenCheckQuery = z.infer<typeof TokenCheckQuerySchema>;

export const TokenCheckResponseSchema = z.object({ valid: z.literal(true) });
export type TokenCheckResponse = z.infer<typeof TokenCheckResponseSchema>;
