import { z } from 'zod';
import { isCommonPassword } from './common-passwords';
import {
  hasNoControlCharacters,
  IdSchema,
  MOBILE_PATTERN,
  nameText,
  plainText,
  requiredText,
} from './fields';

/** Spec §5/§9 dialog limits; DECISIONS raises the password minimum to 8. */
export const DIALOG_LIMITS = { telephone: 20, code: 6, passwordMin: 8, passwordMax: 16 } as const;

export const MobileSchema = z.string().trim().regex(MOBILE_PATTERN, '请输入正确的 11 位手机号');

export const PasswordSchema = z
  .string()
  .refine((password) => hasNoControlCharacters(password, false), '密码不能包含控制字符')
  .min(DIALOG_LIMITS.passwordMin, `密码至少 ${DIALOG_LIMITS.passwordMin} 位`)
  .max(DIALOG_LIMITS.passwordMax, `密码最多 ${DIALOG_LIMITS.passwordMax} 位`)
  .refine((value) => !isCommonPassword(value), '密码过于常见，请换一个更难猜的密码');

export const VerificationCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '请输入 6 位验证码');

/** register / 忘记密码, and `unlock`: a held account's sign-in on a new browser (issue 29 #1). */
export const CodePurposeSchema = z.enum(['register', 'reset', 'unlock']);
export type CodePurpose = z.infer<typeof CodePurposeSchema>;

/** `GET /server/mobileKey` (spec: mobilNum). `purpose` binds the code to its dialog. */
export const SendCodeQuerySchema = z.object({
  mobilNum: MobileSchema,
  purpose: CodePurposeSchema.default('register'),
});
export type SendCodeQuery = z.infer<typeof SendCodeQuerySchema>;

/** Seconds before the same mobile may ask for another code (spec §9 countdown). */
export const CODE_RESEND_SECONDS = 60;

export const SendCodeResponseSchema = z.object({ resendAfterSeconds: z.number().int() });
export type SendCodeResponse = z.infer<typeof SendCodeResponseSchema>;

/** `POST /server/register`: spec §7 fields; username must equal mobile. */
export const RegisterRequestSchema = z
  .object({
    mobile: MobileSchema,
    password: PasswordSchema,
    username: plainText(20),
    verifyKey: VerificationCodeSchema,
    enabled: z.literal(true).default(true),
  })
  .refine((body) => body.username === body.mobile, {
    path: ['username'],
    message: '用户名须与手机号一致',
  });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;
export type RegisterRequestInput = z.input<typeof RegisterRequestSchema>;

/** `POST /api/account/reset` (spec §7). Reachable without a session: it is "forgot password". */
export const ResetPasswordRequestSchema = z.object({
  telephone: MobileSchema,
  code: VerificationCodeSchema,
  password: PasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** A staff member's name as records, reports and case cards show it (issue 17 #5). */
export const StaffNameSchema = nameText(requiredText(20));

/** `PUT /api/account/profile`: the signed-in user sets their own name. */
export const ProfileUpdateSchema = z.object({ fullName: StaffNameSchema });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

const CurrentPasswordSchema = z.string().min(1, '请输入当前密码').max(64, '密码最多 64 位');

/** `PUT /api/account/password`: a new password, proven with the current one. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: CurrentPasswordSchema,
    newPassword: PasswordSchema,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: '新密码不能与当前密码相同',
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** `POST /api/account/password/check`: staff prove it is them, e.g. to leave 顾客模式 (issue 17 #11). */
export const PasswordCheckSchema = z.object({ password: CurrentPasswordSchema });
export type PasswordCheck = z.infer<typeof PasswordCheckSchema>;

/** `POST /api/account/customer-mode`: the customer the tablet is handed to (issue 29 #5). */
export const EnterCustomerModeSchema = z.object({ customerId: IdSchema });
