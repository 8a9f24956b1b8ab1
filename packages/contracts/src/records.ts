import { z } from 'zod';
import { ScanTypeSchema, CustomerIdInputSchema } from './customers';
import { CameraSettingsFieldSchema, OptionalDeviceLabelSchema } from './calibration';
import { ScopeSchema } from './enums';
import { IdOrNewSchema, IdSchema, NameListSchema, calendarDaySchema, plainText } from './fields';
import { photoUrlSchema } from './photo-key';

/** Spec §3 "Captured image" type: normal light or polarised ("lighting"). */
export const LightTypeSchema = z.enum(['normal', 'lighting']);
export type LightType = z.infer<typeof LightTypeSchema>;

/** A face-part key of spec §3 (zqg, yqg, …); the catalogue itself lives in packages/domain. */
export const FacePartKeySchema = z.string().regex(/^[a-z]{2,3}$/, '未知的面部部位');

/** A customer's stored photo, as the web refers to it: `/home/imagerec/img/{customerId}/{hours}/{ts}.jpg`. */
export const ImageUrlSchema = photoUrlSchema('img', '图片地址无效');

export const ScanPhotoSchema = z.object({
  part: FacePartKeySchema,
  position: z.number().int().min(0).max(999),
  type: LightTypeSchema,
  url: ImageUrlSchema,
  source: z.enum(['camera', 'upload']).default('camera'),
});
export type ScanPhoto = z.infer<typeof ScanPhotoSchema>;

export const ScanSchema = z.object({ photos: z.array(ScanPhotoSchema).max(200) });
export type Scan = z.infer<typeof ScanSchema>;

/** detectList item (spec §3): one face part with its normal and polarised photo. */
export const DetectItemSchema = z.object({
  name: FacePartKeySchema,
  normal: ImageUrlSchema.nullable(),
  lighting: ImageUrlSchema.nullable(),
});
export type DetectItem = z.infer<typeof DetectItemSchema>;

/** One to five stars; the message names what is rated (issue 29 #16). */
const stars = (what: string) =>
  z
    .number({ error: `请为${what}评分` })
    .int(`请为${what}评分`)
    .min(1, `请为${what}评分`)
    .max(5, `${what}最多 5 星`);

export const EvaluationSchema = z.object({
  all: stars('总体满意度'),
  effect: stars('护理效果'),
  service: stars('服务'),
  environment: stars('环境'),
});
export type Evaluation = z.infer<typeof EvaluationSchema>;

/**
 * The skin's state when the visit's photos were taken (issue 19 #7): make-up and fresh cleansing
 * change what the microscope sees, so a comparison between visits whose states differ says so.
 */
export const SkinStateSchema = z.object({
  /** 已卸妆 */
  makeupRemoved: z.boolean(),
  /** 30 分钟内洁面 */
  cleansedRecently: z.boolean(),
  /** 今日已用护肤品 */
  productsToday: z.boolean(),
});
export type SkinState = z.infer<typeof SkinStateSchema>;

/** One questionnaire page's selected option keys. */
const optionKeys = z.array(z.number().int()).max(20);

/**
 * The questionnaire's selected keys as they cross the wire. Which keys exist is the domain's
 * catalogue: `QuestionnaireAnswersSchema` in packages/domain narrows them.
 */
const AnswersWireSchema = z.object({
  condition: optionKeys,
  mainConcern: z.number().int(),
  help: optionKeys.optional(),
  menses: z.number().int().nullable().optional(),
  habit: optionKeys.optional(),
  situation: optionKeys.optional(),
  body: optionKeys.optional(),
  nursing: optionKeys.optional(),
  ambition: optionKeys.optional(),
  concern: optionKeys.optional(),
  original: optionKeys.optional(),
});

/** `POST /api/customer/record` (spec §7): recordId 0 creates, otherwise replaces that record's scan. */
export const SaveRecordRequestSchema = z.object({
  recordId: IdOrNewSchema,
  recCustomerId: CustomerIdInputSchema,
  recUserId: IdSchema.optional(),
  /** Accepted for the spec's sake and ignored: the server names the recorder from the account. */
  recUserName: plainText(50).optional(),
  scanType: ScanTypeSchema.default('FULL_SCAN'),
  scan: ScanSchema.default({ photos: [] }),
  /**
   * The questionnaire so far (our addition): kept with the record while it is a draft, so that an
   * interrupted consultation can be resumed (issue 17 #26).
   */
  answers: AnswersWireSchema.optional(),
  /** The camera that took the scan's pairs: their analyses use its calibration (issue 18 #2). */
  deviceLabel: OptionalDeviceLabelSchema,
  /** Its exposure and white balance then: a tone is named only when they match the calibration's. */
  cameraSettings: CameraSettingsFieldSchema,
  /** The skin's state at capture (issue 19 #7); optional for clients that predate it. */
  skinState: SkinStateSchema.optional(),
});
export type SaveRecordRequest = z.infer<typeof SaveRecordRequestSchema>;

export const RecordSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  created: z.string(),
  recUserName: z.string(),
  scanType: ScanTypeSchema,
  hidden: z.boolean(),
  scan: ScanSchema,
  /** The scan's photos by part, one item per position (the server derives it; never stored). */
  detectList: z.array(DetectItemSchema),
  problem: z.record(z.string(), z.unknown()).nullable(),
  situation: z.unknown().nullable(),
  steps: z.unknown().nullable(),
  recommend: z.object({ goods: z.string(), products: z.string() }).nullable(),
  /** Spec §3: the products the visit's recommended care uses and the effects it aims at. */
  products: z.array(z.string()).optional(),
  cares: z.array(z.string()).optional(),
  evaluation: EvaluationSchema.nullable(),
  /** The skin's state at capture (issue 19 #7); null for a visit recorded without one. */
  skinState: SkinStateSchema.nullable().optional(),
});
export type ScanRecord = z.infer<typeof RecordSchema>;

/** `GET /api/customer/{recordId}/detail` (DECISIONS): the record with its stored photos by part and position. */
export const RecordDetailSchema = RecordSchema.extend({
  photos: z.array(
    z.object({
      part: z.string().nullable(),
      position: z.number().int().nullable(),
      type: LightTypeSchema.nullable(),
      url: z.string(),
    }),
  ),
});
export type RecordDetail = z.infer<typeof RecordDetailSchema>;

/**
 * `GET /api/customer/{customerId}/drafts` (issue 17 #26): a customer's unfinished consultations,
 * newest first, with what is needed to resume one.
 */
export const RecordDraftSchema = z.object({
  id: z.number().int(),
  created: z.string(),
  recUserName: z.string(),
  scanType: ScanTypeSchema,
  detectList: z.array(DetectItemSchema),
  /** The questionnaire answered before the photos; null when none was kept. */
  answers: AnswersWireSchema.nullable(),
});
export type RecordDraft = z.infer<typeof RecordDraftSchema>;

export const RecordListQuerySchema = z.object({
  recCustomerId: CustomerIdInputSchema,
  scope: ScopeSchema.optional(),
});
export const RecordIdParamsSchema = z.object({ recordId: IdSchema });
export const DetectQuerySchema = z.object({
  position: z.coerce.number().int().min(0).max(999),
  /** The camera that took the pair: its analysis uses that device's calibration (issue 18 #2). */
  deviceLabel: OptionalDeviceLabelSchema,
});
/**
 * `PUT /api/customer/{recordId}/detect` body: the part's pair and, for a photo-only visit (which
 * never passes picture/index), the skin's state at capture (issue 19 #7). Without a state the
 * record keeps the one it has.
 */
export const SaveDetectRequestSchema = DetectItemSchema.extend({
  skinState: SkinStateSchema.optional(),
  /**
   * The camera's exposure and white balance when the pair was taken (issue 31 #3), beside the
   * query's `deviceLabel`: a tone is named only when they match the device calibration's.
   */
  cameraSettings: CameraSettingsFieldSchema,
});
export type SaveDetectRequest = z.infer<typeof SaveDetectRequestSchema>;
export const EvaluationQuerySchema = z.object({ scope: ScopeSchema.optional() });

/**
 * `POST /api/customer/record/full` (DECISIONS) as it crosses the wire: the record, its photo
 * pairs and the questionnaire's selected keys. Which keys exist is the domain's catalogue:
 * `SaveFullRecordRequestSchema` in packages/domain narrows `answers` to it.
 */
export const SaveFullRecordBodySchema = z.object({
  recordId: IdSchema,
  /**
   * The browser's copy of the visit's parts: checked (labelled parts, the customer's own photos)
   * and not stored. The record's parts are its photos (DECISIONS §92).
   */
  detectList: z.array(DetectItemSchema).max(50).default([]),
  answers: AnswersWireSchema.optional(),
  // The browser's own copies of what the server derives: accepted for the spec's payload, unused.
  problem: z.unknown().optional(),
  situation: z.unknown().optional(),
  steps: z.unknown().optional(),
  recommend: z.unknown().optional(),
});

/** Spec §9: history pages by 50. */
export const HISTORY_PAGE_SIZE = 50;

/** `GET /server/analysis_key` (query/history?name): records of members whose name starts with `key`. */
export const HistoryQuerySchema = z.object({
  userId: IdSchema.optional(),
  scope: ScopeSchema.optional(),
  storeId: IdSchema.optional(),
  key: plainText(50).default(''),
  pageIndex: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(HISTORY_PAGE_SIZE),
});
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>;

export const HistoryEntrySchema = z.object({
  recordId: z.number().int(),
  no: z.number().int(),
  custName: z.string(),
  recDate: z.string(),
  /** Issue 17 #22: what kind of visit, who recorded it (name, else masked mobile), first photo. */
  scanType: ScanTypeSchema,
  recorder: z.string(),
  thumbnail: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;
export const HistoryResponseSchema = z.object({ historyRecordList: z.array(HistoryEntrySchema) });

/** Spec §9: record search pages by 10 and shows at most the first 10 photos of a scan. */
export const FACE_SEARCH_PAGE_SIZE = 10;
export const FACE_SEARCH_PHOTO_LIMIT = 10;

const dateText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  calendarDaySchema('日期格式应为 yyyy-MM-dd').optional(),
);

/** `GET /api/customer/record/full/face` (example/face): scans of visible customers. */
export const FaceSearchQuerySchema = z.object({
  userId: IdSchema.optional(),
  name: plainText(50).optional(),
  telephone: plainText(20).optional(),
  userName: plainText(50).optional(),
  startTime: dateText,
  endTime: dateText,
  /** Spec §7 comma strings: records whose care uses every named product / aims at every effect. */
  products: NameListSchema.optional(),
  cares: NameListSchema.optional(),
  begin: z.coerce.number().int().min(0).max(1_000_000).default(0),
  length: z.coerce.number().int().min(1).max(50).default(FACE_SEARCH_PAGE_SIZE),
});
export type FaceSearchQuery = z.infer<typeof FaceSearchQuerySchema>;

export const FaceSearchResultSchema = z.object({
  recordId: z.number().int(),
  recCustomerId: z.number().int(),
  customerName: z.string(),
  storeName: z.string().nullable(),
  recUserName: z.string(),
  created: z.string(),
  scan: z.object({ scope: ScopeSchema, photos: z.array(ScanPhotoSchema) }),
});
export type FaceSearchResult = z.infer<typeof FaceSearchResultSchema>;
