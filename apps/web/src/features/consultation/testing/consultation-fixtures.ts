import type { ScanRecord } from '@skinscope/contracts';
import { optionsFor, withSelected } from '@skinscope/domain';
import type { QuestionnairePage } from '@skinscope/domain';
import { answerKey, setWizardValue } from '../../../lib/wizard-state';
import { emptyScanRecord } from '../../../test/fixtures';

export { startWizard } from '../../../test/fixtures';

/** Stores a page's answer as the page itself would (selected keys; condition2's main at 2). */
export function storeAnswer(page: QuestionnairePage, keys: readonly number[], main?: number) {
  const items = withSelected(optionsFor(page), keys).map((item) =>
    item.key === main ? { ...item, level: 2 } : item,
  );
  setWizardValue(answerKey(page), items);
}

/** A complete female first-visit questionnaire: dry + sensitive, sensitive the main concern. */
export function storeFemaleAnswers() {
  storeAnswer('condition', [1, 9]);
  storeAnswer('condition2', [1, 9], 9);
  storeAnswer('help', [1]);
  storeAnswer('menses', [1]);
  storeAnswer('habit', [1, 2]);
  storeAnswer('situation', [2]);
  storeAnswer('body', [5]);
  storeAnswer('nursing', []);
  storeAnswer('ambition', [1]);
  storeAnswer('concern', [1]);
  storeAnswer('original', [1]);
}

export function makeRecord(overrides: Partial<ScanRecord> = {}): ScanRecord {
  return emptyScanRecord({
    id: 90,
    customerId: 31,
    created: '2026-11-02T08:00:00.000Z',
    ...overrides,
  });
}
