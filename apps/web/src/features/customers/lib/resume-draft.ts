import type { CustomerRow, RecordDraft } from '@skinscope/contracts';
import {
  QUESTIONNAIRE_PAGES,
  QuestionnaireAnswersSchema,
  stateFromAnswers,
} from '@skinscope/domain';
import { beginConsultation } from '../../../lib/wizard-customer';
import {
  answerKey,
  currentRecordIdKey,
  detectListKey,
  setWizardValue,
} from '../../../lib/wizard-state';

/**
 * Issue 17 #26: puts an unfinished consultation back into the wizard (customer, scan type,
 * record, photographed parts and the questionnaire as answered) and answers the screen to go
 * on from: the first one whose input is missing.
 */
export function resumeDraft(customer: CustomerRow, draft: RecordDraft): string {
  beginConsultation(customer, draft.scanType);
  setWizardValue(currentRecordIdKey, draft.id);
  setWizardValue(detectListKey, draft.detectList);
  if (draft.scanType === 'PHOTO_ONLY')
    return `/picture/infinite/${draft.id}/${draft.detectList.length}`;

  const answers = QuestionnaireAnswersSchema.safeParse(draft.answers);
  if (!answers.success) return '/collection/condition';
  const state = stateFromAnswers(answers.data);
  for (const page of QUESTIONNAIRE_PAGES) setWizardValue(answerKey(page), state[page]);
  return draft.detectList.length > 0 ? '/analyse/result' : '/picture/index';
}
