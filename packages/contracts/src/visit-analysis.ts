import { z } from 'zod';
import { PartDetectionSchema, type PartDetection } from './detect';

/**
 * Issue 19 #5: a visit's analysis read while the customer is still there (analyse/expect polls
 * it). Each photographed part of the record with where its background analysis stands:
 * - `incomplete`: one of the two photos is missing, nothing to analyse;
 * - `pending`: queued or running;
 * - `failed`: the photo checks refused the pair (swapped lights, blur, not skin…), with the
 *   engine's zh-CN reasons: the staff retake that part;
 * - `unavailable`: the analysis gave up (its photo is lost, or it failed after its retries),
 *   with the reason's code and zh-CN sentence;
 * - `done`: the seven dimensions, with what the explained results need (calibration, version).
 * The same states as the history report's (`PartDetectionSchema`).
 */
export type VisitPartStatus = PartDetection;

export const VisitPartAnalysisSchema = z.object({
  part: z.string(),
  position: z.number().int(),
  /** The photo URLs analysed: the screen shows a result only for the pair it has on screen. */
  normal: z.string().nullable(),
  lighting: z.string().nullable(),
  analysis: PartDetectionSchema,
});
export type VisitPartAnalysis = z.infer<typeof VisitPartAnalysisSchema>;

/** `GET /api/customer/record/{recordId}/analysis`. */
export const VisitAnalysisSchema = z.object({
  recordId: z.number().int(),
  /** True once no part is pending: the screen stops asking. */
  settled: z.boolean(),
  parts: z.array(VisitPartAnalysisSchema),
});
export type VisitAnalysis = z.infer<typeof VisitAnalysisSchema>;
