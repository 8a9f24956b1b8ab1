import { MobileSchema, PasswordSchema, VerificationCodeSchema } from '@skinscope/contracts';
import { zhCN } from '../../../locales/zh-CN';

/** What the register and change-password dialogs hold while the user types. */
export interface CodeFormFields {
  telephone?: string;
  code?: string;
  password?: string;
  confirm?: string;
}

export interface CodeFormValues {
  telephone: string;
  code: string;
  password: string;
}

export type CodeFormCheck = { ok: true; values: CodeFormValues } | { ok: false; message: string };

const t = zhCN.accountDialogs;

/**
 * Spec §5, in order: every field filled (else "please enter the relevant content"), the two
 * passwords equal, then the contracts' own rules for mobile, code and password (DECISIONS:
 * 8–16 characters, common passwords refused), so the server never sees what it would refuse.
 */
export function checkCodeForm(fields: CodeFormFields): CodeFormCheck {
  const telephone = fields.telephone?.trim() ?? '';
  const code = fields.code?.trim() ?? '';
  const password = fields.password ?? '';
  const confirm = fields.confirm ?? '';
  if (!telephone || !code || !password || !confirm) return { ok: false, message: t.incomplete };
  if (password !== confirm) return { ok: false, message: t.passwordsDiffer };
  for (const [schema, value] of [
    [MobileSchema, telephone],
    [VerificationCodeSchema, code],
    [PasswordSchema, password],
  ] as const) {
    const result = schema.safeParse(value);
    if (!result.success)
      return { ok: false, message: result.error.issues[0]?.message ?? t.incomplete };
  }
  return { ok: true, values: { telephone, code, password } };
}
