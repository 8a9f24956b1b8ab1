import { splitNames } from '@skinscope/contracts';
import { phaseFor, scoreDimensions } from './analysis-scoring';
import type { CarePhase } from './analysis-scoring';
import { adjustCareScores } from './care-adjustment';
import type { CareScore, VisitAnalysis } from './care-adjustment';
import { isCareKey } from './care-catalog';
import type { CareKey } from './care-catalog';
import { careStepPoints } from './care-steps';
import type { CareStepPoints } from './care-steps';
import { goodsFor, goodsItem } from './goods-catalog';
import type { GoodsItem } from './goods-catalog';
import { problemSummary } from './problem-summary';
import { recommendCare } from './recommendation';
import type {
  ConsultationRecordFields,
  ProblemSummary,
  QuestionnaireAnswers,
  RecommendRecord,
  SituationPoint,
} from './schemas';

export interface ConsultationResult {
  /** The questionnaire's scores moved by the visit's measurements (issue 19 #6). */
  readonly scores: readonly CareScore[];
  readonly phase: CarePhase;
  readonly steps: readonly CareStepPoints[];
  /** Up to three care item keys for recommend/help. */
  readonly care: readonly CareKey[];
  readonly goods: readonly GoodsItem[];
  readonly problem: ProblemSummary;
}

/**
 * Everything the analysis and recommendation screens show, from the stored answers and the
 * visit's analysed photo pairs, so the server can recompute it rather than trust numbers sent
 * by the browser. Expects answers parsed by QuestionnaireAnswersSchema. The measurements move
 * the eight scores only: phase, care steps and recommendations follow the answers (spec §5).
 */
export function computeConsultation(
  answers: QuestionnaireAnswers,
  analyses: readonly VisitAnalysis[] = [],
): ConsultationResult {
  return {
    scores: adjustCareScores(scoreDimensions(answers.condition, answers.menses), analyses),
    phase: phaseFor(answers.condition),
    steps: careStepPoints({
      conditions: answers.condition,
      habits: answers.habit,
      situations: answers.situation,
      bodies: answers.body,
    }),
    care: recommendCare(answers.condition, answers.mainConcern),
    goods: goodsFor(answers.mainConcern),
    problem: problemSummary(answers),
  };
}

/**
 * The record's eight scores (`situation.pointList`) as the summary's save stores them, from the
 * stored answers and the visit's analyses: recomputed when an analysis finishes after the save
 * (issue 19 #6), by the same rule.
 */
export function carePointsOf(
  answers: QuestionnaireAnswers,
  analyses: readonly VisitAnalysis[],
): SituationPoint[] {
  return computeConsultation(answers, analyses).scores.map(pointOf);
}

/** The separator of the record's `recommend` strings. */
const RECOMMEND_SEPARATOR = ',';

/**
 * A score as the record keeps it: spec §3's name and point, plus what it is made of when a
 * measurement bore on it (a score from the answers alone stays in the spec's shape).
 */
function pointOf(score: CareScore): SituationPoint {
  const point = { name: score.name, point: score.score };
  if (score.evidence.length === 0) return point;
  const { questionnaire, measured, evidence } = score;
  return { ...point, questionnaire, measured, evidence: [...evidence] };
}

/** The record fields the summary screen saves (spec §3 situation, steps, recommend, problem). */
export function toRecordFields(result: ConsultationResult): ConsultationRecordFields {
  return {
    problem: result.problem,
    situation: {
      step: result.phase.name,
      pointList: result.scores.map(pointOf),
    },
    steps: result.steps.map((step) => ({ ...step })),
    recommend: {
      goods: result.goods.map((item) => item.key).join(RECOMMEND_SEPARATOR),
      products: result.care.join(RECOMMEND_SEPARATOR),
    },
  };
}

/**
 * A stored `recommend` read back (PHOTO_ONLY reuses the latest record's): quotation marks are
 * stripped as spec §4 says, and keys no longer in the catalogue are dropped rather than shown.
 */
export function parseStoredRecommend(recommend: RecommendRecord): {
  care: CareKey[];
  goods: GoodsItem[];
} {
  return {
    care: splitNames(recommend.products).filter(isCareKey),
    goods: splitNames(recommend.goods).flatMap((key) => goodsItem(key) ?? []),
  };
}
