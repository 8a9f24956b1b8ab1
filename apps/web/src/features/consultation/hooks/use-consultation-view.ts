import {
  ANALYSIS_DIMENSIONS,
  answersFromState,
  CARE_PHASES,
  computeConsultation,
  optionName,
  parseStoredRecommend,
} from '@skinscope/domain';
import type {
  CareKey,
  CarePhaseKey,
  CareStepsRecord,
  GoodsItem,
  QuestionnaireAnswers,
} from '@skinscope/domain';
import { readQuestionnaireState, useWizardValue } from '../../../lib/wizard-state';
import { previousConsultationKey } from '../state/previous-consultation';
import type { PreviousConsultation } from '../state/previous-consultation';
import { useWizardContext } from './use-wizard-context';

/**
 * One of the eight scores; `questionnaire`, `measured` and `evidence` say what it is made of
 * (issue 19 #6), absent on a score stored before measurements moved scores.
 */
export interface ViewScore {
  key: string;
  name: string;
  score: number;
  questionnaire?: number;
  measured?: number;
  evidence?: readonly string[];
}

/** What the analysis and recommendation screens show, whichever way it was obtained. */
export interface ConsultationView {
  scores: ViewScore[];
  phase: CarePhaseKey;
  steps: CareStepsRecord;
  care: CareKey[];
  goods: GoodsItem[];
  /** The main concern's name, when known. */
  concern: string | null;
  /** The answers the view was computed from; null when reused from an earlier record. */
  answers: QuestionnaireAnswers | null;
}

export type ConsultationViewState =
  | { status: 'ready'; view: ConsultationView }
  | { status: 'missing-answers' }
  | { status: 'missing-previous' };

function fromAnswers(answers: QuestionnaireAnswers): ConsultationView {
  // The same domain function the server runs when it stores the record.
  const result = computeConsultation(answers);
  return {
    scores: [...result.scores],
    phase: result.phase.key,
    steps: result.steps.map((step) => ({ ...step })),
    care: [...result.care],
    goods: [...result.goods],
    concern: optionName('condition2', answers.mainConcern) ?? null,
    answers,
  };
}

function fromPrevious(previous: PreviousConsultation): ConsultationView {
  const { care, goods } = parseStoredRecommend(previous.recommend);
  return {
    scores: previous.situation.pointList.map(({ name, point, ...basis }, index) => ({
      key: ANALYSIS_DIMENSIONS.find((dimension) => dimension.name === name)?.key ?? `${index}`,
      name,
      score: point,
      ...basis,
    })),
    phase: CARE_PHASES.find((phase) => phase.name === previous.situation.step)?.key ?? 'beautify',
    steps: previous.steps,
    care,
    goods,
    concern: previous.concern,
    answers: null,
  };
}

/**
 * PHOTO_ONLY shows the consultation carried over from the latest record (spec §4); every other
 * visit computes it from the stored questionnaire with the domain rules.
 */
export function useConsultationView(): ConsultationViewState {
  const { storedScanType } = useWizardContext();
  const previous = useWizardValue(previousConsultationKey);
  if (storedScanType === 'PHOTO_ONLY') {
    return previous
      ? { status: 'ready', view: fromPrevious(previous) }
      : { status: 'missing-previous' };
  }
  const answers = answersFromState(readQuestionnaireState());
  return answers ? { status: 'ready', view: fromAnswers(answers) } : { status: 'missing-answers' };
}
