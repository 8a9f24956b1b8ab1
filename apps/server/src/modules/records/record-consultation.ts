import { stripQuotes } from '@skinscope/contracts';
import {
  answerProblems,
  computeConsultation,
  toRecordFields,
  type QuestionnaireAnswers,
  type VisitAnalysis,
  type WizardContext,
} from '@skinscope/domain';
import { AppError } from '../../http/app-error';
import type {
  NewRecordRow,
  RecordRow,
  RecordsRepository,
} from '../../repositories/records.repository';

type StoredConsultation = Pick<NewRecordRow, 'problem' | 'situation' | 'steps' | 'recommend'>;

/**
 * Checks the answers against the customer's path through the questionnaire, then derives all:
 * the eight scores from the answers moved by the visit's analysed pairs (issue 19 #6).
 */
export function consultationFields(
  answers: QuestionnaireAnswers,
  context: WizardContext,
  analyses: readonly VisitAnalysis[] = [],
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
  const fields = toRecordFields(computeConsultation(answers, analyses));
  return { ...fields, problem: { ...fields.problem, answers } };
}

const ANSWER_PROBLEM_MESSAGES = {
  missing: '该页问卷尚未作答',
  'not-asked': '该页问卷不应作答',
  'hidden-option': '包含该顾客不可选的选项',
} as const;

/**
 * Spec §4 repeat visit, "needs unchanged" (否): the consultation of the customer's newest visit
 * that has one (problem, situation, steps and recommendation; quotes stripped from goods and
 * products), to be reused by a PHOTO_ONLY record. Empty when no earlier visit has one: the
 * visit then keeps its photos only (issue 17 #25). Drafts are no visits (issue 17 #26).
 */
export async function reusedConsultation(
  records: Pick<RecordsRepository, 'listByCustomer'>,
  customerId: number,
  exceptRecordId?: number,
): Promise<StoredConsultation> {
  const previous = (await records.listByCustomer(customerId)).find(
    (row) => row.id !== exceptRecordId && row.problem,
  );
  if (!previous) return {};
  const { problem, situation, steps, recommend } = previous;
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

/**
 * The summary saved without answers: only a PHOTO_ONLY visit may do that (spec §4), and it
 * takes the previous consultation again.
 */
export async function carriedOverFields(
  records: Pick<RecordsRepository, 'listByCustomer'>,
  record: RecordRow,
): Promise<StoredConsultation> {
  if (record.scanType !== 'PHOTO_ONLY') {
    throw new AppError('VALIDATION_FAILED', {
      issues: [{ field: 'answers', message: '请先完成问卷' }],
    });
  }
  return reusedConsultation(records, record.customerId, record.id);
}
