import type { PublicCarePlan } from '@skinscope/contracts';
import {
  CARE_STEP_GROUPS,
  CareStepsRecordSchema,
  careItem,
  parseStoredRecommend,
  SituationRecordSchema,
} from '@skinscope/domain';
import type { RecordRow } from '../../repositories/records.repository';

/**
 * The care plan a visit concluded, read back as the history report reads it (issue 17 #24,
 * customers/consultation-results.tsx): phase and scores, the ticked care steps by group, the
 * recommended care and goods by name. The questionnaire's answers stay with the salon. Null for
 * a visit without a consultation (photos only).
 */
export function carePlanOf(record: RecordRow): PublicCarePlan | null {
  const situation = SituationRecordSchema.safeParse(record.situation);
  const steps = CareStepsRecordSchema.safeParse(record.steps);
  const recommend = record.recommend ? parseStoredRecommend(record.recommend) : null;
  const care = recommend?.care.flatMap((key) => careItem(key)?.name ?? []) ?? [];
  const goods = recommend?.goods.map((item) => item.name) ?? [];
  if (!situation.success && !steps.success && care.length === 0 && goods.length === 0) return null;
  return {
    phase: situation.success ? situation.data.step : null,
    // The score only: what moved it (问卷 / 检测) is the consultant's working, not the report's.
    scores: situation.success
      ? situation.data.pointList.map(({ name, point }) => ({ name, point }))
      : [],
    steps: steps.success
      ? CARE_STEP_GROUPS.map((group) => ({
          group: group.name,
          steps: steps.data
            .filter((step) => step.group === group.key && step.tick)
            .map((step) => ({ name: step.name, highlight: step.highlight })),
        })).filter((group) => group.steps.length > 0)
      : [],
    care,
    goods,
  };
}
