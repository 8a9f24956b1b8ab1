import { carePointsOf, QuestionnaireAnswersSchema, SituationRecordSchema } from '@skinscope/domain';
import type { Repositories } from '../../repositories';
import { visitAnalyses } from './record-measurements';

export interface RescoreDeps {
  records: Pick<Repositories['records'], 'findById' | 'update'>;
  detections: Pick<Repositories['detections'], 'listByRecord'>;
}

/**
 * Issue 19 #6: the summary's save moves the eight care scores by the analyses stored at that
 * moment. An analysis that finishes later (a slow or retried job) would leave the stored scores
 * short of it, so the detect module calls this when a job completes: a record whose summary was
 * computed from its own answers gets its scores recomputed by the same rule. A draft has no
 * summary yet (its save will read the analysis); a photo-only visit carries an earlier visit's
 * scores over unchanged, as its save does. Answers whether the scores were stored again.
 */
export async function rescoreAfterAnalysis(deps: RescoreDeps, recordId: number): Promise<boolean> {
  const record = await deps.records.findById(recordId);
  if (!record?.completedAt || record.scanType === 'PHOTO_ONLY') return false;
  const situation = SituationRecordSchema.safeParse(record.situation);
  const answers = QuestionnaireAnswersSchema.safeParse(
    (record.problem as { answers?: unknown } | null)?.answers,
  );
  if (!situation.success || !answers.success) return false;
  const pointList = carePointsOf(answers.data, await visitAnalyses(deps.detections, record));
  // Only the scores move: phase, care steps and recommendations follow the answers alone.
  await deps.records.update(record.id, { situation: { ...situation.data, pointList } });
  return true;
}
