import { z } from 'zod';
import { DETECT_DIMENSIONS, type DetectDimension } from './detect';
import { IdSchema, plainText, requiredText } from './fields';
import { FacePartKeySchema } from './records';

/**
 * Efficacy studies (issue 33, 功效验证): a protocol defined before anyone is enrolled. What a
 * rule of the domain decides (which dimensions may be endpoints, which care items exist) is
 * checked there (packages/domain efficacy-study.ts); here only the shape and its messages.
 */

/** Single arm; a control arm (enrolled untreated); or split-face (one side untreated). */
export const STUDY_DESIGNS = ['single_arm', 'control_arm', 'split_face'] as const;
export type StudyDesign = (typeof STUDY_DESIGNS)[number];

/** A scheduled visit's day after day 0, and how far a visit may fall from it. */
const StudyDaySchema = z
  .number({ error: '请填写随访天数' })
  .int('随访天数须为整数')
  .min(0, '随访天数不能为负')
  .max(365, '随访天数最多 365 天');

/** What the study tests: a care plan of the catalogue, or one of its products. */
export const StudySubjectSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('care'), careKey: requiredText(40) }),
    z.object({ kind: z.literal('product'), productName: requiredText(40) }),
  ],
  { error: '请选择要验证的护理方案或产品' },
);
export type StudySubject = z.infer<typeof StudySubjectSchema>;

const EndpointSchema = z.enum(DETECT_DIMENSIONS as [DetectDimension, ...DetectDimension[]], {
  error: '未知的检测指标',
});

export const StudyProtocolSchema = z
  .object({
    name: requiredText(50).describe('研究名称'),
    /** The brand that sponsors it; may be the salon itself. */
    sponsor: plainText(50),
    subject: StudySubjectSchema,
    design: z.enum(STUDY_DESIGNS, { error: '请选择研究设计' }),
    /** The parts measured (treated; with split-face, each paired with its untreated mirror). */
    parts: z.array(FacePartKeySchema).min(1, '请至少选择一个部位').max(3, '最多 3 个部位'),
    /** Split-face only: the untreated parts, in the order of `parts`. */
    controlParts: z.array(FacePartKeySchema).max(3).default([]),
    primary: EndpointSchema,
    secondary: z.array(EndpointSchema).max(4, '次要指标最多 4 个').default([]),
    /** Days after day 0, day 0 first: the default 0 / 14 / 28. */
    schedule: z.array(StudyDaySchema).min(2, '至少需要基线和一次随访').max(6).default([0, 14, 28]),
    windowDays: z.number().int().min(0, '时间窗不能为负').max(14, '时间窗最多 ±14 天').default(3),
    targetSize: z.number().int().min(1, '目标人数至少 1 人').max(1000).default(30),
    inclusion: plainText(500).default(''),
  })
  .superRefine((protocol, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const days = protocol.schedule;
    if (days[0] !== 0) problem('schedule', '第一次访视须为第 0 天（基线）');
    if (days.some((day, i) => i > 0 && day <= days[i - 1]!))
      problem('schedule', '随访天数须从小到大且不重复');
    // Two scheduled visits must not share a window, or a visit would belong to both.
    if (days.some((day, i) => i > 0 && day - days[i - 1]! <= 2 * protocol.windowDays))
      problem('windowDays', '时间窗太宽，相邻两次访视的时间窗重叠了');
    if (new Set(protocol.parts).size !== protocol.parts.length) problem('parts', '部位不能重复');
    if (protocol.design === 'split_face') {
      if (protocol.controlParts.length !== protocol.parts.length)
        problem('controlParts', '半脸对照：每个处理部位需要一个对侧不处理的部位');
      if (protocol.controlParts.some((part) => protocol.parts.includes(part)))
        problem('controlParts', '对照部位不能同时是处理部位');
    } else if (protocol.controlParts.length > 0) {
      problem('controlParts', '只有半脸对照需要对照部位');
    }
    if (protocol.secondary.includes(protocol.primary))
      problem('secondary', '次要指标不能与主要指标相同');
  });
export type StudyProtocol = z.infer<typeof StudyProtocolSchema>;
export type StudyProtocolInput = z.input<typeof StudyProtocolSchema>;

/** An enrolled participant's arm: the control arm's, or treated (split-face: both sides). */
export const STUDY_ARMS = ['treated', 'control'] as const;
export type StudyArm = (typeof STUDY_ARMS)[number];

/**
 * Why a participant's value at a timepoint is not analysed (issue 33 #3): counted and shown
 * with the report, never silently dropped.
 */
export const STUDY_EXCLUSIONS = [
  'withdrawn',
  'no_baseline',
  'missing_visit',
  'out_of_window',
  'missing_photo',
  'refused_photo',
  'analysis_pending',
  'uncalibrated',
  'engine_changed',
  'calibration_changed',
  'not_assessable',
] as const;
export type StudyExclusion = (typeof STUDY_EXCLUSIONS)[number];

/** How the report names each reason. */
export const STUDY_EXCLUSION_NAMES: Readonly<Record<StudyExclusion, string>> = {
  withdrawn: '已退出研究',
  no_baseline: '没有基线访视',
  missing_visit: '未按期访视',
  out_of_window: '访视超出时间窗',
  missing_photo: '缺少部位照片',
  refused_photo: '照片未通过检查',
  analysis_pending: '分析尚未完成',
  uncalibrated: '显微镜未校准',
  engine_changed: '分析引擎版本不同',
  calibration_changed: '校准与基线不同',
  not_assessable: '该项无法评估',
};

// ---- The API's requests and answers (routes/studies.ts) ----

export const StudyIdParamsSchema = z.object({ id: IdSchema });
export const StudyEnrolmentParamsSchema = z.object({ id: IdSchema, enrolmentId: IdSchema });

/** Enrolling a customer: her arm, and the research consent text's version she agreed to. */
export const StudyEnrolRequestSchema = z.object({
  customerId: IdSchema,
  arm: z.enum(STUDY_ARMS, { error: '请选择分组' }).default('treated'),
  consentVersion: requiredText(40),
});
export type StudyEnrolRequest = z.infer<typeof StudyEnrolRequestSchema>;

/** A visit of an enrolled customer, recorded as one of the study's timepoints. */
export const StudyVisitTagSchema = z.object({
  recordId: IdSchema,
  timepoint: z.number().int().min(0).max(365),
});

const IntervalSchema = z.object({ low: z.number(), high: z.number() });

export const PairedEndpointSchema = z.object({
  n: z.number().int(),
  meanChange: z.number().nullable(),
  sdChange: z.number().nullable(),
  ci95: IntervalSchema.nullable(),
  t: z.number().nullable(),
  df: z.number().nullable(),
  pT: z.number().nullable(),
  signedRank: z.object({ statistic: z.number(), p: z.number(), exact: z.boolean() }).nullable(),
  cohenDz: z.number().nullable(),
  beyondBand: z
    .object({ improved: z.number().int(), worsened: z.number().int(), shareImproved: z.number() })
    .nullable(),
});

const ArmDifferenceSchema = z.object({
  difference: z.number(),
  ci95: IntervalSchema,
  t: z.number(),
  df: z.number(),
  p: z.number(),
});

const SideSchema = z.object({ baseline: z.number(), followUp: z.number(), change: z.number() });

export const ParticipantValueSchema = SideSchema.extend({
  code: z.string(),
  arm: z.enum(STUDY_ARMS),
  protocolVersion: z.number().int(),
  band: z.number().nullable(),
  control: SideSchema.optional(),
});

/** A timepoint's statistics; `analysed` counts those whose value counts (both arms). */
const TimepointStatsSchema = z.object({
  day: z.number().int(),
  analysed: z.number().int(),
  treated: PairedEndpointSchema,
  control: PairedEndpointSchema.nullable(),
  betweenArms: ArmDifferenceSchema.nullable(),
  withinParticipant: PairedEndpointSchema.nullable(),
  exclusions: z.partialRecord(z.enum(STUDY_EXCLUSIONS), z.number().int()),
});

const endpointsOf = <Timepoint extends z.ZodType>(timepoint: Timepoint) =>
  z.array(
    z.object({
      dimension: EndpointSchema,
      role: z.enum(['primary', 'secondary']),
      timepoints: z.array(timepoint),
    }),
  );

/**
 * The analysis without anyone's values (issue 33 #6): counts and statistics only, what a
 * sponsor's share link shows.
 */
export const StudyAggregateSchema = z.object({
  enrolled: z.number().int(),
  withdrawn: z.number().int(),
  endpoints: endpointsOf(TimepointStatsSchema),
});
export type StudyAggregateView = z.infer<typeof StudyAggregateSchema>;

/** The analysis for those who run the study: the statistics and each counted value, by code. */
export const StudyAnalysisSchema = StudyAggregateSchema.extend({
  endpoints: endpointsOf(TimepointStatsSchema.extend({ values: z.array(ParticipantValueSchema) })),
});
export type StudyAnalysisView = z.infer<typeof StudyAnalysisSchema>;

export const StudyParticipantSchema = z.object({
  enrolmentId: z.number().int(),
  code: z.string(),
  customerId: z.number().int(),
  /** For the staff who call her in; never in the report or its export. */
  customerName: z.string(),
  arm: z.enum(STUDY_ARMS),
  protocolVersion: z.number().int(),
  consentVersion: z.string(),
  consentedAt: z.string(),
  withdrawnAt: z.string().nullable(),
  visits: z.array(
    z.object({ timepoint: z.number().int(), recordId: z.number().int(), takenAt: z.string() }),
  ),
});
export type StudyParticipantView = z.infer<typeof StudyParticipantSchema>;

export const StudySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sponsor: z.string(),
  design: z.enum(STUDY_DESIGNS),
  /** The current protocol's version; locked once anyone was enrolled under it. */
  version: z.number().int(),
  locked: z.boolean(),
  enrolled: z.number().int(),
  withdrawn: z.number().int(),
  targetSize: z.number().int(),
  createdAt: z.string(),
});
export type StudySummary = z.infer<typeof StudySummarySchema>;

export const StudyDetailSchema = StudySummarySchema.extend({
  protocol: StudyProtocolSchema,
  versions: z.array(
    z.object({
      version: z.number().int(),
      createdAt: z.string(),
      lockedAt: z.string().nullable(),
    }),
  ),
  participants: z.array(StudyParticipantSchema),
});
export type StudyDetail = z.infer<typeof StudyDetailSchema>;

/** `GET /api/study-participations`: the company's, or one customer's (`customerId`). */
export const StudyParticipationsQuerySchema = z.object({ customerId: IdSchema.optional() });

/** An active enrolment with the visits still to record (issue 33 #2: due study visits). */
export const StudyParticipationSchema = z.object({
  studyId: z.number().int(),
  studyName: z.string(),
  enrolmentId: z.number().int(),
  code: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  /** The timepoints of her protocol version, and those already recorded. */
  schedule: z.array(z.number().int()),
  recorded: z.array(z.number().int()),
  /** The visits (records) already recorded for this enrolment: not offered again. */
  recordIds: z.array(z.number().int()),
  due: z.array(
    z.object({
      day: z.number().int(),
      opens: z.string(),
      closes: z.string(),
      state: z.enum(['upcoming', 'open', 'missed']),
    }),
  ),
});
export type StudyParticipation = z.infer<typeof StudyParticipationSchema>;
