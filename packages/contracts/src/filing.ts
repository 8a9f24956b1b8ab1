import { z } from 'zod';
import { ScopeSchema } from './enums';

/**
 * Issue 34 #4 (DECISIONS §109): 《人脸识别技术应用安全管理办法》 Art. 15 asks whoever stores the
 * face information of 100,000 people to file with the provincial cyberspace office within 30
 * working days. We count customers with stored photos; the warning comes early enough to prepare.
 */
export const FILING_THRESHOLDS = { warning: 80_000, duty: 100_000 } as const;
export type FilingThresholds = { readonly warning: number; readonly duty: number };
export const FILING_WORKING_DAYS = 30;

export const FilingLevelSchema = z.enum(['none', 'warning', 'duty']);
export type FilingLevel = z.infer<typeof FilingLevelSchema>;

/**
 * The level for a count. Once the duty's threshold was crossed (a date recorded), it stays the
 * duty even if deletions bring the count back under it: the filing is owed from that date.
 */
export function filingLevel(
  count: number,
  crossedAt: string | null,
  thresholds: FilingThresholds = FILING_THRESHOLDS,
): FilingLevel {
  if (crossedAt !== null || count >= thresholds.duty) return 'duty';
  return count >= thresholds.warning ? 'warning' : 'none';
}

/** `GET /api/admin/filing-threshold`: customers with stored photos, per company and in all. */
export const FilingStatusSchema = z.object({
  total: z.number().int(),
  companies: z.array(
    z.object({
      scope: ScopeSchema,
      ownerId: z.number().int(),
      /** The account heading the company; null when it is gone. */
      name: z.string().nullable(),
      customers: z.number().int(),
    }),
  ),
  level: FilingLevelSchema,
  warningAt: z.number().int(),
  dutyAt: z.number().int(),
  /** When the installation first held photos of `dutyAt` customers; null before. */
  crossedAt: z.string().nullable(),
  workingDays: z.number().int(),
});
export type FilingStatus = z.infer<typeof FilingStatusSchema>;
