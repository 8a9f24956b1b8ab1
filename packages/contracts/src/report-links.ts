import { z } from 'zod';
import {
  DETECT_DIMENSIONS,
  DetectLevelSchema,
  DetectRepeatabilitySchema,
  DetectVersionSchema,
} from './detect';
import { IdSchema } from './fields';
import { BandSourceSchema } from './retest';

/**
 * The customer's report (issue 19 #3): staff share one finished visit through a link that opens
 * without sign-in (DECISIONS "Customer report links").
 */

/** A link lives this long unless staff revoke it first. */
export const REPORT_LINK_TTL_DAYS = 30;

/** The web page a link opens: `/r/{token}`. */
export const reportPagePath = (token: string) => `/r/${token}`;

/** `POST /api/customer/{customerId}/report-links`: which finished visit to share. */
export const CreateReportLinkRequestSchema = z.object({ recordId: IdSchema });
export type CreateReportLinkRequest = z.infer<typeof CreateReportLinkRequestSchema>;

/**
 * The new link. `token` is shown this once: only its digest is stored. `url` is `path` on the
 * server's PUBLIC_URL, and null when none is set (issue 29 #6): a link is never built from the
 * request's Host or forwarded headers.
 */
export const CreatedReportLinkSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  url: z.string().nullable(),
  /** `/r/{token}`, always. */
  path: z.string(),
  expiresAt: z.string(),
});
export type CreatedReportLink = z.infer<typeof CreatedReportLinkSchema>;

export const ReportLinkStatusSchema = z.enum(['active', 'expired', 'revoked']);
export type ReportLinkStatus = z.infer<typeof ReportLinkStatusSchema>;

/** A share link in its staff list (no token: it is not stored); a study's link is this alone. */
export const ShareLinkSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: ReportLinkStatusSchema,
  views: z.number().int(),
  lastViewedAt: z.string().nullable(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

/** A customer's report link: the visit it shares. */
export const ReportLinkSchema = ShareLinkSchema.extend({
  recordId: z.number().int(),
  recordDate: z.string(),
});
export type ReportLink = z.infer<typeof ReportLinkSchema>;

/**
 * `DELETE /api/report-links/{token}`: the link's token, or its id as the staff list names it
 * (the list cannot show tokens, which are stored only as digests).
 */
export const ReportLinkRefParamsSchema = z.object({
  token: z.union([IdSchema, z.string().regex(/^[A-Za-z0-9_-]{43}$/, '报告链接无效')]),
});

/**
 * `GET /api/public/report/{token}`: any text; a token that is malformed, unknown, expired or
 * revoked answers the same 404, so that nothing is learnt from guessing.
 */
export const PublicReportParamsSchema = z.object({ token: z.string().min(1).max(100) });
export const PublicReportImageParamsSchema = PublicReportParamsSchema.extend({
  n: z.coerce.number().int().min(0).max(999),
});

/**
 * Issue 29 #12: besides full size, a report image comes in these widths (px), so that a phone
 * loads what it shows (`srcset`); each is made once and kept beside its original.
 */
export const REPORT_IMAGE_WIDTHS = [160, 480, 960] as const;
export type ReportImageWidth = (typeof REPORT_IMAGE_WIDTHS)[number];
const isReportImageWidth = (width: number): width is ReportImageWidth =>
  (REPORT_IMAGE_WIDTHS as readonly number[]).includes(width);

/** `?w=480`: one of REPORT_IMAGE_WIDTHS; absent, the image at full size. */
export const PublicReportImageQuerySchema = z.object({
  w: z.coerce
    .number()
    .refine(isReportImageWidth, `图片宽度只能是 ${REPORT_IMAGE_WIDTHS.join('、')}`)
    .transform((width) => width)
    .optional(),
});

/** Verdict of a change between two visits, when the dimension's repeatability band is known. */
export const ChangeVerdictSchema = z.enum(['better', 'worse', 'stable']);
export type ChangeVerdict = z.infer<typeof ChangeVerdictSchema>;

/**
 * Why two visits give no verdict on a dimension (packages/domain progress-verdict.ts): 肤质 is a
 * type; a visit's photos were refused or the part not measured there; colour measured without
 * calibration; a score not estimable; the two visits measured by different engine versions
 * (their scales differ); a dimension shown only as an estimate; no repeatability band.
 */
export const NoVerdictReasonSchema = z.enum([
  'type_only',
  'estimate_only',
  'refused',
  'not_measured',
  'engine_changed',
  'uncalibrated',
  'not_estimable',
  'no_band',
]);
export type NoVerdictReason = z.infer<typeof NoVerdictReasonSchema>;

/** A dimension's change since the part was last measured at an earlier visit. */
export const DimensionChangeSchema = z.object({
  previousScore: z.number(),
  previousType: z.string().nullable(),
  /** This visit's score minus the previous one (higher is better). */
  difference: z.number(),
  /** The band (± points) within which a change is noise; null when the analysis has none. */
  band: z.number().nullable(),
  /**
   * Where `band` comes from (issue 32 #3): the device's own test-retest pairs (本设备实测) or the
   * engine's table (引擎估计); null without a band. Optional for reports read from older servers.
   */
  bandSource: BandSourceSchema.nullable().optional(),
  /** Issue 32 #4: the band is that of a mean of two captures (两次平均); absent: one capture. */
  bandAveraged: z.boolean().optional(),
  /** null without a band (the numbers alone are shown), and for the reasons of `reason`. */
  verdict: ChangeVerdictSchema.nullable(),
  /** Why there is no verdict; null when there is one. */
  reason: NoVerdictReasonSchema.nullable(),
});
export type DimensionChange = z.infer<typeof DimensionChangeSchema>;

export const PublicDimensionSchema = z.object({
  dimension: z.enum(DETECT_DIMENSIONS),
  /** Null, with `level`, when the visit's photos could not measure it (无法评估, issue 31). */
  score: z.number().nullable(),
  type: z.string().nullable(),
  level: DetectLevelSchema.nullable(),
  area: z.number(),
  result: z.string().nullable(),
  /** The marked image through the link: `/api/public/report/{token}/image/{n}`. */
  image: z.string().nullable(),
  change: DimensionChangeSchema.nullable(),
});
export type PublicDimension = z.infer<typeof PublicDimensionSchema>;

/** A reason's code and its sentence for the customer: the staff's advice is not hers. */
export const PublicToneWithheldSchema = z.object({ code: z.string(), message: z.string() });
export type PublicToneWithheld = z.infer<typeof PublicToneWithheldSchema>;

export const PublicReportPartSchema = z.object({
  part: z.string(),
  partName: z.string(),
  status: z.enum(['done', 'failed', 'pending', 'unavailable', 'incomplete']),
  /** Why the photo checks refused the pair (status failed), or why its analysis gave up (unavailable). */
  reasons: z.array(z.string()),
  normalImage: z.string().nullable(),
  polarisedImage: z.string().nullable(),
  /** When the part was last measured before this visit (the changes' reference), if ever. */
  previousDate: z.string().nullable(),
  /** 「本次未卸妆，对比仅供参考」when the two visits' skin states differ (issue 19 #7). */
  stateNote: z.string().nullable(),
  dimensions: z.array(PublicDimensionSchema),
  /** This analysis's repeatability bands (issue 18 #6), when it carries them. */
  repeatability: DetectRepeatabilitySchema.nullable(),
  /** Whether colour was measured with the device's calibration (else 未校准, no tone word). */
  colorCalibrated: z.boolean(),
  /**
   * Why no tone word although the device was calibrated (issue 31 #3: the photos were not taken
   * with the calibration's camera settings), in words for the customer; null otherwise.
   */
  toneWithheld: PublicToneWithheldSchema.nullable(),
  /**
   * The engine and calibration table that measured the part (issue 18 #8), when measured:
   * versions, not ids (the device calibration applied is the salon's, not the customer's).
   */
  version: DetectVersionSchema.nullable(),
});
export type PublicReportPart = z.infer<typeof PublicReportPartSchema>;

/** The care plan the visit concluded: phase, scores, steps, recommended care and goods. */
export const PublicCarePlanSchema = z.object({
  phase: z.string().nullable(),
  scores: z.array(z.object({ name: z.string(), point: z.number() })),
  steps: z.array(
    z.object({
      group: z.string(),
      steps: z.array(z.object({ name: z.string(), highlight: z.boolean() })),
    }),
  ),
  care: z.array(z.string()),
  goods: z.array(z.string()),
});
export type PublicCarePlan = z.infer<typeof PublicCarePlanSchema>;

/**
 * What the link shows: this visit only. No ids (customer, record, detection), no storage keys,
 * the mobile masked; images only through the link's own URLs.
 */
export const PublicReportSchema = z.object({
  storeName: z.string().nullable(),
  consultantName: z.string(),
  customerName: z.string(),
  mobile: z.string(),
  visitDate: z.string(),
  expiresAt: z.string(),
  parts: z.array(PublicReportPartSchema),
  carePlan: PublicCarePlanSchema.nullable(),
});
export type PublicReport = z.infer<typeof PublicReportSchema>;
