import { optionName, optionsFor } from './questionnaire-options';
import type { QuestionnairePage } from './questionnaire-options';
import type { ProblemSummary, QuestionnaireAnswers } from './schemas';

/** The joiner of spec §3's "comma-joined names"; ASCII so stored values split predictably. */
export const SUMMARY_SEPARATOR = ',';

/** Names of the selected options in the order the page shows them, not the order tapped. */
function joinedNames(page: QuestionnairePage, keys: readonly number[]): string {
  const picked = new Set(keys);
  return optionsFor(page)
    .filter((item) => picked.has(item.key))
    .map((item) => item.name)
    .join(SUMMARY_SEPARATOR);
}

/** Spec §3 problem summary from the stored answers; menses is not part of it. */
export function problemSummary(answers: QuestionnaireAnswers): ProblemSummary {
  return {
    concernedQuestions: optionName('condition2', answers.mainConcern) ?? '',
    questions: joinedNames('condition', answers.condition),
    helps: joinedNames('help', answers.help),
    habits: joinedNames('habit', answers.habit),
    situations: joinedNames('situation', answers.situation),
    bodies: joinedNames('body', answers.body),
    nursings: joinedNames('nursing', answers.nursing),
    ambitions: joinedNames('ambition', answers.ambition),
    concerns: joinedNames('concern', answers.concern),
    original: joinedNames('original', answers.original),
  };
}
