import { z } from 'zod';

/**
 * A company's settings (issue 32 #4): everyone of the company reads them (the capture screens
 * need them); administrators and store managers change them. Later settings join as fields.
 */
export const CompanySettingsSchema = z.object({
  /** Each part photographed twice in a visit, the two analyses averaged. Off by default. */
  doubleCapture: z.boolean(),
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
  .object({ doubleCapture: z.boolean().optional() })
  .strict();
export type CompanySettingsUpdate = z.infer<typeof CompanySettingsUpdateSchema>;
