import { QualityReasonSchema } from '@skinscope/contracts';
import type { QualityReason } from '@skinscope/contracts';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-error';

const QualityDetailsSchema = z.object({ reasons: z.array(QualityReasonSchema).min(1) });

/** The retake reasons of a 422 PHOTO_QUALITY answer, or null for any other failure. */
export function qualityReasonsOf(error: unknown): QualityReason[] | null {
  if (!(error instanceof ApiError) || error.code !== 'PHOTO_QUALITY') return null;
  const parsed = QualityDetailsSchema.safeParse(error.details);
  return parsed.success ? parsed.data.reasons : null;
}
