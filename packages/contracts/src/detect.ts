import { z } from 'zod';
import { IdSchema, MAX_ID, pathWithIds } from './fields';
import {
  AppliedCalibrationSchema,
  CameraSettingsFieldSchema,
  OptionalDeviceLabelSchema,
} from './calibration';
import { IMAGE_NAME_PATTERN } from './images';

/*
 * Detection (spec §7 `POST /api/picture/detect`, §3 detect response, §9 labels).
 *
 * Photos for detection outside a consultation (the SOS screen) belong to no customer: they are
 * uploaded to `sos/{userId}/{hours}` (the caller's own id; photo-key.ts) and only their uploader
 * may read or detect them. Photos of a customer keep their folder `img/{customerId}/{hours}`.
 */

/**
 * The seven dimensions of the detect response, in the response's order (spec §3), each with the
 * facts that follow from it: its zh-CN name (spec §9) and the photo its mask is computed in and
 * drawn on (packages/analysis README "Masks"). The result schema, the marked images' file names
 * and every table keyed by dimension are built from or typed by this list: a new dimension is
 * added here, and the compiler names whatever else must learn about it.
 */
const DIMENSION_FACTS = [
  { key: 'skin_type', name: '肤质', frame: 'normal' },
  { key: 'roughness', name: '粗糙度', frame: 'normal' },
  { key: 'color', name: '肤色', frame: 'polarised' },
  { key: 'sensitivity', name: '敏感肌', frame: 'polarised' },
  { key: 'pigment', name: '色素沉着', frame: 'polarised' },
  { key: 'elasticity', name: '弹性', frame: 'normal' },
  { key: 'corneum', name: '角质层', frame: 'polarised' },
] as const satisfies readonly { key: string; name: string; frame: 'normal' | 'polarised' }[];
export type DetectDimension = (typeof DIMENSION_FACTS)[number]['key'];

export const DETECT_DIMENSIONS: readonly DetectDimension[] = DIMENSION_FACTS.map(({ key }) => key);

/** Each dimension's zh-CN name (spec §9). */
export const DETECT_DIMENSION_NAMES = Object.fromEntries(
  DIMENSION_FACTS.map(({ key, name }) => [key, name]),
) as Readonly<Record<DetectDimension, string>>;

/** The photo a dimension's mask is computed in, and so the one its marked image is drawn on. */
export const DETECT_DIMENSION_FRAMES = Object.fromEntries(
  DIMENSION_FACTS.map(({ key, frame }) => [key, frame]),
) as Readonly<Record<DetectDimension, 'normal' | 'polarised'>>;

export const DetectLevelSchema = z.enum(['none', 'lightly', 'moderately', 'severe']);
export type DetectLevel = z.infer<typeof DetectLevelSchema>;

/**
 * The photo URLs to analyse: `/home/imagerec/...` paths of our own store, relative or absolute
 * on this host. Anything else is refused with 400 by the server.
 */
export const DetectRequestSchema = z.object({
  normalImage: z
    .string({ error: '请先拍摄正常光照片' })
    .trim()
    .min(1, '请先拍摄正常光照片')
    .max(300),
  lightImage: z
    .string({ error: '请先拍摄偏振光照片' })
    .trim()
    .min(1, '请先拍摄偏振光照片')
    .max(300),
  /**
   * The label of the camera that took both photos (issue 18 #2): its company's current
   * calibration of that device is applied. Absent (a file upload): analysed uncalibrated.
   */
  deviceLabel: OptionalDeviceLabelSchema,
  /**
   * The camera's exposure and white balance when the colour (polarised) photo was taken (issue
   * 31 #3): the calibration names a tone only when they match its own. Absent (a file upload, an
   * older client): a calibration that stored its settings names none.
   */
  cameraSettings: CameraSettingsFieldSchema,
});
export type DetectRequest = z.infer<typeof DetectRequestSchema>;

export const QualityReasonSchema = z.object({
  code: z.string(),
  photo: z.enum(['normal', 'polarised', 'pair']),
  message: z.string(),
});
export type QualityReason = z.infer<typeof QualityReasonSchema>;

/**
 * One dimension (spec §3): score 0–100 (higher is better), level, marked area in %, overlay.
 * Score and level are null when the pair cannot measure the dimension (无法评估, issue 31: e.g.
 * colour and redness of a polarised photo with a clipped channel); `notAssessable` then says why
 * and what to do, in zh-CN, and the other dimensions are scored.
 */
export const DetectDimensionSchema = z.object({
  score: z.number().nullable(),
  /** skin_type: oil | dry | mid; null elsewhere. */
  type: z.string().nullable(),
  level: DetectLevelSchema.nullable(),
  area: z.number(),
  /**
   * color: toubai | baixi | ziran | xiaomai | anchen | youhei on a calibrated device; null on an
   * uncalibrated one (未校准: the colour score then rates tone evenness only) and elsewhere.
   */
  result: z.string().nullable(),
  /** The marked image, served by `GET /fileSvr/get/{filename}`. */
  filename: z.string().nullable(),
  /** Why the dimension was not measured (无法评估), with a retake hint; absent when it was. */
  notAssessable: QualityReasonSchema.optional(),
  /**
   * color only: why no tone is named although the device's calibration was applied (issue 31
   * #3: the photos' exposure or white balance differ from the calibration's), with what to do.
   */
  toneWithheld: QualityReasonSchema.optional(),
});
export type DetectDimensionResult = z.infer<typeof DetectDimensionSchema>;

export const DetectVersionSchema = z.object({ engine: z.string(), calibration: z.string() });

/**
 * Each dimension's repeatability band in score points (issue 18 #6, ANALYSIS.md
 * "Repeatability"): how far the score moves when the same skin is photographed again. A change
 * between two visits within the band is not a measured change. Optional: detections stored
 * before the engine published bands have none.
 */
export const DetectRepeatabilitySchema = z.record(z.enum(DETECT_DIMENSIONS), z.number().min(0));
export type DetectRepeatability = z.infer<typeof DetectRepeatabilitySchema>;

/** The parsed detect result: the seven dimensions plus `quality`, `version` and our id. */
export const DetectResultSchema = z.object({
  detectionId: z.number().int(),
  ...(Object.fromEntries(DETECT_DIMENSIONS.map((key) => [key, DetectDimensionSchema])) as Record<
    DetectDimension,
    typeof DetectDimensionSchema
  >),
  quality: z.object({ ok: z.boolean(), reasons: z.array(QualityReasonSchema) }),
  version: DetectVersionSchema,
  repeatability: DetectRepeatabilitySchema.optional(),
  /**
   * Whether the microscope's calibration was applied: only then does `color.result` name a
   * tone. Absent in results stored before calibration existed (they named one regardless).
   */
  colorCalibrated: z.boolean().optional(),
  /** The device calibration applied (issue 18 #2), or null: analysed uncalibrated (未校准). */
  calibration: AppliedCalibrationSchema.nullable(),
});
export type DetectResult = z.infer<typeof DetectResultSchema>;

/**
 * The envelope's `data` is the JSON string of spec §3; this schema parses it. A pair that fails
 * the photo checks answers 422 PHOTO_QUALITY instead, with `details.reasons` (no scores).
 */
export const DetectResponseSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: '检测结果格式有误' });
      return z.NEVER;
    }
  })
  .pipe(DetectResultSchema);

/** `GET /fileSvr/get/{filename}`: `d{detectionId}-{dimension}.jpg`. */
export const OVERLAY_FILENAME_PATTERN = new RegExp(
  `^d(\\d{1,10})-(${DETECT_DIMENSIONS.join('|')})\\.jpg$`,
);
export const OverlayParamsSchema = z.object({
  filename: pathWithIds(OVERLAY_FILENAME_PATTERN, [1], '图片文件名格式不正确'),
});

export function overlayFilename(detectionId: number, dimension: DetectDimension): string {
  return `d${detectionId}-${dimension}.jpg`;
}

/** `GET /home/imagerec/sos/{userId}/{hours}/{name}`. */
export const SosImagePathParamsSchema = z.object({
  userId: IdSchema,
  hours: z.string().regex(/^\d{1,8}$/),
  name: z.string().regex(IMAGE_NAME_PATTERN, '图片文件名格式不正确'),
});

/** `GET /server/skinRecs` and `GET /server/analysis` (spec §7): the record's report. */
export const ReportQuerySchema = z.object({
  recMainId: z.coerce
    .number({ error: '记录编号无效' })
    .int('记录编号无效')
    .positive('记录编号无效')
    .max(MAX_ID, '记录编号无效'),
});

/** 1–5 stars, more stars = more of that trait; null = not measured (shown as 未测). */
const StarsSchema = z.number().int().min(1).max(5).nullable();

/** Spec §3 partImageRecord; graded by packages/domain part-grading.ts (DECISIONS "Customers"). */
export const PartImageRecordSchema = z.object({
  partName: z.string(),
  oil: StarsSchema,
  dry: StarsSchema,
  middle: StarsSchema,
  sensity: StarsSchema,
  patch: StarsSchema,
  wrinkle: StarsSchema,
  sunresponse: StarsSchema,
});
export type PartImageRecord = z.infer<typeof PartImageRecordSchema>;

export const ReportImageSchema = z.object({ imageDir: z.string(), imageName: z.string() });
/** A marked image: `/{dirName}/{figName}` = `/fileSvr/get/d12-pigment.jpg`. */
export const ReportFigureSchema = z.object({
  dirName: z.string(),
  figName: z.string(),
  dimension: z.enum(DETECT_DIMENSIONS),
});

/**
 * Why a background analysis gave up (issue 20): its photo is gone from the store (no retry), or
 * it failed on every retry. The code is stored with the job; the sentence is what staff and the
 * customer read. An error's own text is never shown: it may name a file or hold personal data.
 */
export const ANALYSIS_GAVE_UP_MESSAGES = {
  photo_missing: '照片文件已丢失，需重新拍摄',
  analysis_error: '分析多次出错，可重新检测',
} as const;
export type AnalysisGaveUpCode = keyof typeof ANALYSIS_GAVE_UP_MESSAGES;
export const ANALYSIS_GAVE_UP_CODES = Object.keys(ANALYSIS_GAVE_UP_MESSAGES) as [
  AnalysisGaveUpCode,
  ...AnalysisGaveUpCode[],
];

export const AnalysisGaveUpSchema = z.object({
  code: z.enum(ANALYSIS_GAVE_UP_CODES),
  message: z.string(),
});
export type AnalysisGaveUp = z.infer<typeof AnalysisGaveUpSchema>;

/**
 * The part's analysis: `incomplete` without a pair of photos, `pending` while the background analysis runs (or has not run), `failed`
 * with the photo checks' reasons, `unavailable` when the background analysis gave up (failed after
 * its retries, or ended without a result: photographing the part again starts a new one) with
 * its reason, `done` with the seven dimensions.
 */
export const PART_NOT_MEASURED_SCHEMAS = [
  /** Only one of the two photos was taken: nothing to analyse. */
  z.object({ status: z.literal('incomplete') }),
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('failed'), reasons: z.array(QualityReasonSchema) }),
  z.object({ status: z.literal('unavailable'), reason: AnalysisGaveUpSchema }),
] as const;

/**
 * A stored analysis as every staff read shows it (history report, visit analysis, progress):
 * the dimensions with their bands, whether its colour is calibrated (packages/domain
 * colour-calibration.ts), and what measured it (issue 18 #8: a detection keeps the engine and
 * calibration table of its day, and the device calibration it applied, null if none).
 */
export const DoneDetectionSchema = z.object({
  status: z.literal('done'),
  detectionId: z.number().int(),
  dimensions: z.record(z.enum(DETECT_DIMENSIONS), DetectDimensionSchema),
  repeatability: DetectRepeatabilitySchema.optional(),
  colorCalibrated: z.boolean(),
  version: DetectVersionSchema,
  deviceCalibrationId: z.number().int().nullable(),
  /**
   * Issue 32 #4: the dimensions whose score is the mean of the part's two accepted captures at
   * this visit (their bands are a mean's, ÷ √2); absent for a single capture.
   */
  averaged: z.array(z.enum(DETECT_DIMENSIONS)).optional(),
});

export const PartDetectionSchema = z.discriminatedUnion('status', [
  ...PART_NOT_MEASURED_SCHEMAS,
  DoneDetectionSchema,
]);
export type PartDetection = z.infer<typeof PartDetectionSchema>;

export const AnaPartSchema = z.object({
  part: z.string(),
  position: z.number().int(),
  partImageRecord: PartImageRecordSchema,
  nomalImages: z.array(ReportImageSchema),
  polarImages: z.array(ReportImageSchema),
  anaFigList: z.array(ReportFigureSchema),
  detection: PartDetectionSchema,
});
export type AnaPart = z.infer<typeof AnaPartSchema>;

export const HistoryReportSchema = z.object({
  recordMain: z.object({
    recordId: z.number().int(),
    customerName: z.string(),
    recDate: z.string(),
    /** The recorder's name. */
    fullName: z.string(),
  }),
  /** mc: in the menstrual period (null = not asked). */
  skinStatus: z.object({ mc: z.boolean().nullable() }),
  anaParts: z.array(AnaPartSchema),
});
export type HistoryReport = z.infer<typeof HistoryReportSchema>;
export const ReportsResponseSchema = z.object({ reports: z.array(HistoryReportSchema) });
export type ReportsResponse = z.infer<typeof ReportsResponseSchema>;
