import { z } from 'zod';
import { IdSchema } from './fields';
import { StudyAggregateSchema, StudyProtocolSchema } from './studies';

/**
 * A study's share links (issue 33 #6): its sponsor opens the aggregate report without signing
 * in, through a link made and revoked as a customer's report link is (DECISIONS §106).
 */

/** How long a sponsor's link may live, in days; 30 unless chosen. */
export const STUDY_LINK_DAYS = [7, 30, 90] as const;

/** The web page a link opens: `/s/{token}`. */
export const studyReportPagePath = (token: string) => `/s/${token}`;

/** `POST /api/studies/{id}/links`: how many days the link lives. */
export const CreateStudyLinkRequestSchema = z.object({
  expiresInDays: z
    .number()
    .int()
    .refine(
      (days) => (STUDY_LINK_DAYS as readonly number[]).includes(days),
      `有效期只能是 ${STUDY_LINK_DAYS.join('、')} 天`,
    )
    .default(30),
});
export type CreateStudyLinkRequest = z.infer<typeof CreateStudyLinkRequestSchema>;

export const StudyLinkParamsSchema = z.object({ id: IdSchema, linkId: IdSchema });

/**
 * What the link shows: the protocol, how many enrolled under each version, and the aggregate
 * analysis — no participant's code, value or line, no export.
 */
export const PublicStudyReportSchema = StudyAggregateSchema.extend({
  protocol: StudyProtocolSchema,
  versions: z.array(
    z.object({ version: z.number().int(), createdAt: z.string(), enrolled: z.number().int() }),
  ),
  expiresAt: z.string(),
});
export type PublicStudyReport = z.infer<typeof PublicStudyReportSchema>;
