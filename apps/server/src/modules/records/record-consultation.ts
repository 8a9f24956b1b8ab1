import { stripQuotes } from '@skinscope/contracts';
import {
  answerProblems,
  computeConsultation,
  toRecordFields,
  type QuestionnaireAnswers,
  type WizardContext,
} from '@skinscope/domain';
import { AppError } from '../../http/app-error';
import type {
  NewRecordRow,
  RecordRow,
  RecordsRepository,
} from '../../repositories/records.repository';

type StoredConsultation = Pick<NewRecordRow, 'problem' | 'situation' | 'steps' | 'recommend'>;

/** Checks the answers against the customer's path through the questionnaire, then derives all. */
export function consultationFields(
  answers: QuestionnaireAnswers,
  context: WizardContext,
): StoredConsultation {
  const problems = answerProblems(answers, context);
  if (problems.length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      issues: problems.map(({ page, problem }) => ({
        field: `answers.${page}`,
        message: ANSWER_PROBLEM_MESSAGES[problem],
      })),
    });
  }
  const fields = toRecordFields(computeConsultation(answers));
  return { ...fields, problem: { ...fields.problem, answers } };
}

const ANSWER_PROBLEM_MESSAGES = {
  missing: '该页问卷尚未作答',
  'not-asked': '该页问卷不应作答',
  'hidden-option': '包含该顾客不可选的选项',
} as const;

/**
 * Spec §4 repeat visit, "needs unchanged" (否): the new PHOTO_ONLY record starts as a copy of
 * the customer's latest record: its problem, situation, steps and recommendation (quotes
 * stripped from goods and products). The detect list starts empty and the photos stay with the
 * visit they were taken at. Nothing to copy when the customer has no earlier record.
 */
export async function photoOnlyStart(
  records: Pick<RecordsRepository, 'latestOf'>,
  customerId: number,
): Promise<StoredConsultation> {
  const latest = await records.latestOf(customerId);
  if (!latest) return {};
  const { problem, situation, steps, recommend } = latest;
  return {
    problem,
    situation,
    steps,
    recommend: recommend && {
      goods: stripQuotes(recommend.goods),
      products: stripQuotes(recommend.products),
    },
  };
}

/** PHOTO_ONLY (spec §4): the consultation of the customer's previous visit applies again. */
export async function carriedOverFields(
  records: RecordsRepository,
  record: RecordRow,
): Promise<StoredConsultation> {
  if (record.scanType !== 'PHOTO_ONLY') {
    throw new AppError('VALIDATION_FAILED', {
      issues: [{ field: 'answers', message: '请先完成问卷' }],
    });
  }
  const previous = (await records.listByCustomer(record.customerId)).find(
    (row) => row.id !== record.id && row.problem,
  );
  if (!previous)
    throw new AppError('VALIDATION_FAILED', {
      issues: [{ field: 'answers', message: '该顾客没有可沿用的问卷' }],
    });
  return {
    problem: previous.problem,
    situation: previous.situation,
    steps: previous.steps,
    recommend: previous.recommend,
  };
}
