import { z } from 'zod';

/**
 * A company's settings (issue 32 #4): everyone of the company reads them (the capture screens
 * need them); administrators and store managers change them. Later settings join as fields.
 */
/**
 * Issue 34 #2: photos and analyses are kept this many months after the customer's last visit,
 * then the daily retention job deletes them (DECISIONS §111).
 */
export const RETENTION_MONTHS_DEFAULT = 36;
export const RETENTION_MONTHS_MIN = 1;
export const RETENTION_MONTHS_MAX = 120;

export const RetentionMonthsSchema = z
  .number({ error: '请填写保存月数' })
  .int('保存月数须为整数')
  .min(RETENTION_MONTHS_MIN, `保存期至少 ${RETENTION_MONTHS_MIN} 个月`)
  .max(RETENTION_MONTHS_MAX, `保存期最多 ${RETENTION_MONTHS_MAX} 个月`);

export const CompanySettingsSchema = z.object({
  /** Each part photographed twice in a visit, the two analyses averaged. Off by default. */
  doubleCapture: z.boolean(),
  /** Months photos and analyses are kept after the last visit (1–120, default 36). */
  retentionMonths: z.number().int(),
  /**
   * Who changed them last (their name, or the mobile with its middle hidden; null when the
   * account is gone) and when; both null while the company has only the defaults.
   */
  updatedByName: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;

/** `PUT /api/company-settings`: the settings to change; a field left out keeps its value. */
export const CompanySettingsUpdateSchema = z
  .object({
    doubleCapture: z.boolean().optional(),
    /** Administrators only (policy/retention.ts). */
    retentionMonths: RetentionMonthsSchema.optional(),
  })
  .strict();
export type CompanySettingsUpdate = z.infer<typeof CompanySettingsUpdateSchema>;
