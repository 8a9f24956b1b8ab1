import { z } from 'zod';
import { SaveFullRecordBodySchema, SaveRecordRequestSchema } from '@skinscope/contracts';
import { CARE_PHASES } from './analysis-scoring';
import { CARE_STEP_GROUPS, CARE_STEPS } from './care-steps';
import { CONDITION_KEYS, isOptionKey } from './questionnaire-options';
import type { QuestionnairePage } from './questionnaire-options';

const ConditionKeySchema = z.literal(CONDITION_KEYS);

/** Selected option keys of one page: known to that page, each at most once. */
function pageKeys(page: QuestionnairePage) {
  return z
    .array(z.number().int())
    .max(20)
    .refine((keys) => keys.every((key) => isOptionKey(page, key)), '包含未知的选项')
    .refine((keys) => new Set(keys).size === keys.length, '选项重复')
    .default([]);
}

/**
 * The questionnaire as it crosses the wire and is stored: selected keys only. Names, scores and
 * recommendations are never sent by the browser; the server derives them from these keys.
 * Pages a customer skipped (help and the preference pages on a re-check, menses for men) are
 * empty; `mainConcern` is condition2's level-2 option.
 */
export const QuestionnaireAnswersSchema = z
  .object({
    condition: z
      .array(ConditionKeySchema)
      .min(1, '请至少选择一项皮肤问题')
      .refine((keys) => new Set(keys).size === keys.length, '选项重复'),
    mainConcern: ConditionKeySchema,
    help: pageKeys('help'),
    menses: z
      .number()
      .int()
      .refine((key) => isOptionKey('menses', key), '包含未知的选项')
      .nullable()
      .default(null),
    habit: pageKeys('habit'),
    situation: pageKeys('situation'),
    body: pageKeys('body'),
    nursing: pageKeys('nursing'),
    ambition: pageKeys('ambition'),
    concern: pageKeys('concern'),
    original: pageKeys('original'),
  })
  .refine((answers) => answers.condition.includes(answers.mainConcern), {
    message: '最关注的问题必须是已选的皮肤问题',
    path: ['mainConcern'],
  });
export type QuestionnaireAnswers = z.infer<typeof QuestionnaireAnswersSchema>;
export type QuestionnaireAnswersInput = z.input<typeof QuestionnaireAnswersSchema>;

/** Spec §3 problem summary: the main concern's name and comma-joined names per page. */
export const ProblemSummarySchema = z.object({
  concernedQuestions: z.string(),
  questions: z.string(),
  helps: z.string(),
  habits: z.string(),
  situations: z.string(),
  bodies: z.string(),
  nursings: z.string(),
  ambitions: z.string(),
  concerns: z.string(),
  original: z.string(),
});
export type ProblemSummary = z.infer<typeof ProblemSummarySchema>;

const PointSchema = z.number().min(0).max(10);

/**
 * One of the eight scores: spec §3's name and point; when the visit's measurements bore on it
 * (issue 19 #6, care-adjustment.ts) also the questionnaire's score, the measured change and
 * what the photos showed.
 */
export const SituationPointSchema = z.object({
  name: z.string(),
  point: PointSchema,
  questionnaire: PointSchema.optional(),
  measured: z.number().int().min(-10).max(10).optional(),
  evidence: z.array(z.string()).optional(),
});
export type SituationPoint = z.infer<typeof SituationPointSchema>;

/** Spec §3 record `situation`: the care phase (修损, 护肤, 美肤) and the eight scores. */
export const SituationRecordSchema = z.object({
  step: z.literal(CARE_PHASES.map((phase) => phase.name)),
  pointList: z.array(SituationPointSchema),
});
export type SituationRecord = z.infer<typeof SituationRecordSchema>;

/** The record's `steps`: the 12 care steps with their points and marks. */
export const CareStepsRecordSchema = z.array(
  z.object({
    key: z.literal(CARE_STEPS.map((step) => step.key)),
    name: z.string(),
    group: z.literal(CARE_STEP_GROUPS.map((group) => group.key)),
    points: z.number().int().min(0),
    highlight: z.boolean(),
    tick: z.boolean(),
  }),
);
export type CareStepsRecord = z.infer<typeof CareStepsRecordSchema>;

/**
 * The record's `recommend` (spec §3): comma-joined keys — `products` the recommended care items,
 * `goods` the goods. Old values may carry quotation marks; readers strip them.
 */
export const RecommendRecordSchema = z.object({ goods: z.string(), products: z.string() });
export type RecommendRecord = z.infer<typeof RecommendRecordSchema>;

/** Everything the summary screen saves that the server derives from the answers. */
export const ConsultationRecordFieldsSchema = z.object({
  problem: ProblemSummarySchema,
  situation: SituationRecordSchema,
  steps: CareStepsRecordSchema,
  recommend: RecommendRecordSchema,
});
export type ConsultationRecordFields = z.infer<typeof ConsultationRecordFieldsSchema>;

/**
 * `POST /api/customer/record/full` (DECISIONS), sent by the summary screen. The server derives
 * problem, situation, steps and recommend from `answers`; the browser's own copies of those
 * fields are accepted for compatibility with the spec's payload but never stored.
 */
export const SaveFullRecordRequestSchema = SaveFullRecordBodySchema.extend({
  answers: QuestionnaireAnswersSchema.optional(),
});
export type SaveFullRecordRequest = z.infer<typeof SaveFullRecordRequestSchema>;

/**
 * `POST /api/customer/record` with the questionnaire so far (issue 17 #26): the answers a draft
 * keeps for resuming are narrowed to the catalogue like the summary's.
 */
export const SaveDraftRecordRequestSchema = SaveRecordRequestSchema.extend({
  answers: QuestionnaireAnswersSchema.optional(),
});
export type SaveDraftRecordRequest = z.infer<typeof SaveDraftRecordRequestSchema>;
