import { MobileSchema, PasswordSchema, VerificationCodeSchema } from '@skinscope/contracts';
import type { Rule } from 'antd/es/form';
import { schemaRule } from '../../../lib/schema-rule';
import { zhCN } from '../locale';

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

const t = zhCN.accountDialogs;

// Issue 17 #19: each field answers for itself, under the field: empty → what to enter; else the
// contracts' own rule (11-digit mobile, 6-digit code, DECISIONS: 8–16 characters, common
// passwords refused).
export const telephoneRules: Rule[] = [schemaRule(MobileSchema, t.phoneRequired)];
export const codeRules: Rule[] = [schemaRule(VerificationCodeSchema, t.codeRequired)];
export const passwordRules: Rule[] = [schemaRule(PasswordSchema, t.passwordRequired)];

/** The confirmation repeats the password named `field`. */
export function confirmRules(field: string): Rule[] {
  return [
    ({ getFieldValue }) => ({
      validator: async (_, value: string | undefined) => {
        if (!value) throw new Error(t.confirmRequired);
        if (value !== getFieldValue(field)) throw new Error(t.passwordsDiffer);
      },
    }),
  ];
}
