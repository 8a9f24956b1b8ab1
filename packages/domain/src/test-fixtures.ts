import { QuestionnaireAnswersSchema } from './schemas';
import type { QuestionnaireAnswers, QuestionnaireAnswersInput } from './schemas';

/** A complete first-visit answer of a female customer; tests override what they check. */
export function answers(overrides: Partial<QuestionnaireAnswersInput> = {}): QuestionnaireAnswers {
  return QuestionnaireAnswersSchema.parse({
    condition: [1, 8],
    mainConcern: 8,
    help: [1],
    menses: 2,
    habit: [1, 2, 4, 5, 6, 9],
    situation: [6],
    body: [3],
    nursing: [],
    ambition: [1],
    concern: [1, 4],
    original: [6],
    ...overrides,
  });
}
