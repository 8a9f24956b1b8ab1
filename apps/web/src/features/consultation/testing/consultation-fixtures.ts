import type { CustomerRow, ScanRecord, ScanType } from '@skinscope/contracts';
import { optionsFor, withSelected } from '@skinscope/domain';
import type { QuestionnairePage } from '@skinscope/domain';
import { answerKey, setWizardValue } from '../../../lib/wizard-state';
import { beginConsultation } from '../../../lib/wizard-customer';

export function makeCustomer(overrides: Partial<CustomerRow> = {}): CustomerRow {
  return {
    id: 31,
    fullName: '林晓',
    mobile: '13912345678',
    age: 32,
    gender: 'female',
    nickname: null,
    storeId: 3,
    storeName: '静安旗舰店',
    scope: 'cgo',
    remark: null,
    latestRecord: null,
    ...overrides,
  };
}

/** Hands a customer to the consultation as the customer list does. */
export function startWizard(customer: Partial<CustomerRow> = {}, scanType?: ScanType): CustomerRow {
  const row = makeCustomer(customer);
  beginConsultation(row, scanType);
  return row;
}

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
  return {
    id: 90,
    customerId: 31,
    created: '2026-11-02T08:00:00.000Z',
    recUserName: '王小美',
    scanType: 'FULL_SCAN',
    hidden: false,
    scan: { photos: [] },
    detectList: [],
    problem: null,
    situation: null,
    steps: null,
    recommend: null,
    evaluation: null,
    ...overrides,
  };
}
