import type { ScanRecord } from '@skinscope/contracts';
import { MENSES_IN_PERIOD_KEY } from '@skinscope/domain';

/**
 * The menstrual-period answer stored with the record's questionnaire (`problem.answers.menses`):
 * true, false, or null when the question was not asked (men, photo-only visits) or not stored.
 */
export function mensesAnswer(record: Pick<ScanRecord, 'problem'>): boolean | null {
  const answers = record.problem?.['answers'];
  if (typeof answers !== 'object' || answers === null || !('menses' in answers)) return null;
  const { menses } = answers;
  if (typeof menses !== 'number') return null;
  return menses === MENSES_IN_PERIOD_KEY;
}
