import { stripQuotes } from '@skinscope/contracts';
import type { ScanRecord } from '@skinscope/contracts';
import {
  CareStepsRecordSchema,
  RecommendRecordSchema,
  SituationRecordSchema,
} from '@skinscope/domain';
import { z } from 'zod';
import { defineWizardKey } from '../../../lib/wizard-state';

/**
 * A photo-only visit (selector "否") reuses the latest consultation (spec §4): its situation,
 * care steps and recommendation, with quotation marks stripped from the recommend strings.
 * Kept under the spec's progress-state names Situation / Step / Goods in one value.
 */
const PreviousConsultationSchema = z.object({
  recordId: z.number().int(),
  situation: SituationRecordSchema,
  steps: CareStepsRecordSchema,
  recommend: RecommendRecordSchema,
  /** The main concern's name (problem.concernedQuestions), for the goods page's subtitle. */
  concern: z.string().nullable(),
});
export type PreviousConsultation = z.infer<typeof PreviousConsultationSchema>;

export const previousConsultationKey = defineWizardKey(
  'previousConsultation',
  PreviousConsultationSchema,
);

function concernOf(record: ScanRecord): string | null {
  const concern = record.problem?.['concernedQuestions'];
  return typeof concern === 'string' && concern !== '' ? concern : null;
}

/** The newest record that carries a complete consultation, ready to reuse; null if none does. */
export function previousConsultationOf(
  records: readonly ScanRecord[],
): PreviousConsultation | null {
  for (const record of records) {
    const parsed = PreviousConsultationSchema.safeParse({
      recordId: record.id,
      situation: record.situation,
      steps: record.steps,
      recommend: record.recommend && {
        goods: stripQuotes(record.recommend.goods),
        products: stripQuotes(record.recommend.products),
      },
      concern: concernOf(record),
    });
    if (parsed.success) return parsed.data;
  }
  return null;
}
