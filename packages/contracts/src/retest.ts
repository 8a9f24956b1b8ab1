import { z } from 'zod';
import { CameraSettingsFieldSchema, DeviceLabelSchema } from './calibration';
import { DETECT_DIMENSIONS, QualityReasonSchema } from './detect';
import { IdSchema } from './fields';
import { FacePartKeySchema } from './records';

/**
 * Test-retest pairs (issue 32, 重复性测量): one part captured N+P, the microscope lifted away
 * and put back, and captured N+P again. Each device's pairs measure how far its scores move
 * between two captures of the same skin (packages/domain device-repeatability.ts).
 */

/** The four photos of a pair, as the multipart request names its file parts. */
export const RETEST_FILES = [
  'testNormal',
  'testPolarised',
  'retestNormal',
  'retestPolarised',
] as const;
export type RetestPhoto = (typeof RETEST_FILES)[number];

/** '' from a form field means absent. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * `POST /api/retest-pairs` (multipart): these fields beside the four photos. A customer is named
 * only when she agreed to this purpose: `consentVersion` is the version of the consent text
 * (RETEST_CONSENT_TEXTS) she agreed to; without her, the pair belongs to the company alone.
 */
export const RetestCreateFieldsSchema = z.object({
  deviceLabel: DeviceLabelSchema,
  part: FacePartKeySchema,
  customerId: z.preprocess(blankAsAbsent, IdSchema.optional()),
  consentVersion: z.preprocess(blankAsAbsent, z.string().max(40).optional()),
  cameraSettings: CameraSettingsFieldSchema,
});
export type RetestCreateFields = z.infer<typeof RetestCreateFieldsSchema>;

export const RetestIdParamsSchema = z.object({ id: IdSchema });
export const RetestPhotoParamsSchema = z.object({
  id: IdSchema,
  photo: z.enum(RETEST_FILES, { error: '照片名称不正确' }),
});
export const RetestDeviceQuerySchema = z.object({ deviceLabel: DeviceLabelSchema });

const ScoresSchema = z.record(z.enum(DETECT_DIMENSIONS), z.number().nullable());

/** One capture of a pair: accepted by the photo checks (with its scores) or refused (reasons). */
export const RetestCaptureSchema = z.object({
  accepted: z.boolean(),
  scores: ScoresSchema,
  reasons: z.array(QualityReasonSchema),
});

export const RetestPairSchema = z.object({
  id: z.number().int(),
  deviceLabel: z.string(),
  part: z.string(),
  /** The device calibration both analyses applied; null: analysed uncalibrated. */
  calibrationId: z.number().int().nullable(),
  storeId: z.number().int().nullable(),
  userName: z.string().nullable(),
  /** Set only with her consent to this purpose. */
  customerId: z.number().int().nullable(),
  createdAt: z.string(),
  engineVersion: z.string(),
  /** Both captures accepted: only such pairs measure repeatability; the others count as refused. */
  accepted: z.boolean(),
  test: RetestCaptureSchema,
  retest: RetestCaptureSchema,
});
export type RetestPair = z.infer<typeof RetestPairSchema>;

export const RetestPairListSchema = z.array(RetestPairSchema);

export const BandSourceSchema = z.enum(['device', 'engine']);

/** One dimension of a device's card (figures in score points; null below two pairs). */
export const DimensionRepeatabilitySchema = z.object({
  dimension: z.enum(DETECT_DIMENSIONS),
  n: z.number().int(),
  sdDelta: z.number().nullable(),
  sem: z.number().nullable(),
  mdc95: z.number().nullable(),
  mdc95Interval: z.object({ low: z.number(), high: z.number() }).nullable(),
  engineBand: z.number(),
  /** The band verdicts may use: max(engine band, MDC95) from 20 pairs on, else the engine's. */
  band: z.number(),
  source: BandSourceSchema,
  /** 本设备实测 or 引擎估计. */
  sourceName: z.string(),
  /**
   * The pairs it counts as [test score, retest score] in whole points, for the card's scatter:
   * numbers only (a card may count 1,000 pairs); empty for 肤质, a type and not a score.
   */
  points: z.array(z.tuple([z.number(), z.number()])),
});

/**
 * `GET /api/device-repeatability`: a device's card over the current engine version's pairs of
 * the last `windowDays` days.
 */
export const DeviceRepeatabilitySchema = z.object({
  deviceLabel: z.string(),
  engineVersion: z.string(),
  windowDays: z.number().int(),
  minPairs: z.number().int(),
  pairs: z.number().int(),
  refused: z.number().int(),
  refusalRate: z.number().nullable(),
  dimensions: z.array(DimensionRepeatabilitySchema),
});
export type DeviceRepeatability = z.infer<typeof DeviceRepeatabilitySchema>;

/**
 * `GET /api/retest-devices`: each microscope of the caller's company that has a calibration or
 * test-retest pairs, for the 设备重复性 screen to show one card per device.
 */
export const RetestDeviceSchema = z.object({
  deviceLabel: z.string(),
  /** The name its newest calibration gave it (e.g. 前台一号); null: never calibrated. */
  name: z.string().nullable(),
  /** A calibration is in force: its analyses, and so its pairs, are calibrated. */
  calibrated: z.boolean(),
  /** Every pair stored for it, refused ones and other engine versions' too. */
  pairs: z.number().int(),
  /** When its newest pair was taken; null without pairs. */
  lastPairAt: z.string().nullable(),
});
export type RetestDevice = z.infer<typeof RetestDeviceSchema>;

export const RetestDeviceListSchema = z.array(RetestDeviceSchema);

/**
 * `GET /api/retest-reminders` (issue 32 #3): the company's microscopes in use — a calibration in
 * force, or pairs within the card's window — with what the counter overview's reminder needs:
 * no photo, no customer, no staff member.
 */
export const RetestReminderSchema = z.object({
  deviceLabel: z.string(),
  /** The name its newest calibration gave it; null: never calibrated. */
  name: z.string().nullable(),
  /** Accepted pairs its card counts: the current engine version's, within the window. */
  acceptedPairs: z.number().int(),
  /** When its newest pair (of any kind) was taken; null without pairs. */
  lastPairAt: z.string().nullable(),
});
export type RetestReminder = z.infer<typeof RetestReminderSchema>;

export const RetestReminderListSchema = z.array(RetestReminderSchema);
