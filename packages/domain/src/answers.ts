import { bodyOptionsFor } from './gender-rules';
import { questionnairePath } from './navigation';
import type { WizardContext } from './navigation';
import { mainConcernOf, selectedKeys, withSelected } from './option-item';
import type { OptionItem } from './option-item';
import { optionsFor, QUESTIONNAIRE_PAGES } from './questionnaire-options';
import type { QuestionnairePage } from './questionnaire-options';
import { QuestionnaireAnswersSchema } from './schemas';
import type { QuestionnaireAnswers } from './schemas';
import { condition2From, promoteOption, requiresSelection } from './selection-rules';

/** The pages' option lists as the browser keeps them (spec §3 storage keys). */
export type QuestionnaireState = Partial<Record<QuestionnairePage, readonly OptionItem[]>>;

const keysOf = (items: readonly OptionItem[] | undefined): number[] => selectedKeys(items ?? []);

/**
 * The stored answer (selected keys) from the pages' option lists; null while it is incomplete
 * (no condition picked or no main concern on condition2) or inconsistent.
 */
export function answersFromState(state: QuestionnaireState): QuestionnaireAnswers | null {
  const parsed = QuestionnaireAnswersSchema.safeParse({
    condition: keysOf(state.condition),
    mainConcern: mainConcernOf(state.condition2 ?? [])?.key,
    help: keysOf(state.help),
    menses: keysOf(state.menses)[0] ?? null,
    habit: keysOf(state.habit),
    situation: keysOf(state.situation),
    body: keysOf(state.body),
    nursing: keysOf(state.nursing),
    ambition: keysOf(state.ambition),
    concern: keysOf(state.concern),
    original: keysOf(state.original),
  });
  return parsed.success ? parsed.data : null;
}

/** Pages whose answer is a plain list of picked keys. */
const LIST_PAGES = [
  'help',
  'habit',
  'situation',
  'body',
  'nursing',
  'ambition',
  'concern',
  'original',
] as const satisfies readonly QuestionnairePage[];

/**
 * The pages' option lists for a stored answer, as the pages themselves would have kept them:
 * how a draft's questionnaire is put back when its consultation is resumed (issue 17 #26).
 * The inverse of `answersFromState`.
 */
export function stateFromAnswers(
  answers: QuestionnaireAnswers,
): Record<QuestionnairePage, OptionItem[]> {
  const condition = withSelected(optionsFor('condition'), answers.condition);
  const lists = Object.fromEntries(
    LIST_PAGES.map((page) => [page, withSelected(optionsFor(page), answers[page])]),
  ) as Record<(typeof LIST_PAGES)[number], OptionItem[]>;
  return {
    ...lists,
    condition,
    condition2: promoteOption(condition2From(condition), answers.mainConcern),
    menses: withSelected(optionsFor('menses'), answers.menses === null ? [] : [answers.menses]),
  };
}

export interface AnswerProblem {
  readonly page: QuestionnairePage;
  /** missing: a page on this customer's path has no answer; not-asked: answer to a page the
   * customer never saw; hidden-option: an option this customer is not shown was picked. */
  readonly problem: 'missing' | 'not-asked' | 'hidden-option';
}

function isAnswered(page: QuestionnairePage, answers: QuestionnaireAnswers): boolean {
  if (page === 'condition2') return true; // the schema already requires a main concern
  if (page === 'menses') return answers.menses !== null;
  return answers[page].length > 0;
}

const toPage = (path: string): string => path.replace(/^collection\//, '');

/**
 * Whether the answers fit the path this customer walked (scan type and gender): the server's
 * check that a record's questionnaire is complete before it recomputes anything from it.
 */
export function answerProblems(
  answers: QuestionnaireAnswers,
  context: WizardContext,
): AnswerProblem[] {
  const asked = new Set<string>(questionnairePath(context).map(toPage));
  const problems: AnswerProblem[] = QUESTIONNAIRE_PAGES.flatMap((page): AnswerProblem[] => {
    const answered = isAnswered(page, answers);
    if (asked.has(page) && requiresSelection(page) && !answered)
      return [{ page, problem: 'missing' }];
    if (!asked.has(page) && answered) return [{ page, problem: 'not-asked' }];
    return [];
  });
  const shownBody = new Set(bodyOptionsFor(context.gender).map((item) => item.key));
  if (answers.body.some((key) => !shownBody.has(key)))
    problems.push({ page: 'body', problem: 'hidden-option' });
  return problems;
}
