import type { DetectDimension, DetectDimensionResult, PartImageRecord } from '@skinscope/contracts';
import { gradePart } from '@skinscope/domain';

/**
 * The five-star ratings of the history report (spec §3 partImageRecord), graded from a part's
 * measured dimensions by the domain's rule (issue 17 #9, packages/domain part-grading.ts);
 * null where nothing measured the trait.
 */
export function partRatingsOf(
  partName: string,
  dimensions: Partial<Record<DetectDimension, DetectDimensionResult>> | null,
): PartImageRecord {
  return { partName, ...gradePart(dimensions) };
}
