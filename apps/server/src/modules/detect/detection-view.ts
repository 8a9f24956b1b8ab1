import {
  ANALYSIS_GAVE_UP_MESSAGES,
  DETECT_DIMENSIONS,
  DetectRepeatabilitySchema,
  overlayFilename,
  type AnalysisGaveUp,
  type DetectDimension,
  type DetectDimensionResult,
  type DetectRepeatability,
  type PartDetection,
  type QualityReason,
} from '@skinscope/contracts';
import { isColourCalibrated } from '@skinscope/domain';
import type { AnalysisJobRow } from '../../repositories/analysis-jobs.repository';
import type { DetectionRow } from '../../repositories/detections.repository';

/** Where a detection's masks and rendered marked images are stored. */
export const detectionFolder = (id: number) => `detect/${id}`;
/** The seven masks in one object (mask-bundle.ts). */
export const maskBundleKey = (id: number) => `${detectionFolder(id)}/masks.bin`;
/** One mask per object: how detections stored before the bundle keep them. */
export const legacyMaskKey = (id: number, dimension: DetectDimension) =>
  `${detectionFolder(id)}/${dimension}.png`;
export const overlayKey = (id: number, dimension: DetectDimension) =>
  `${detectionFolder(id)}/${dimension}.jpg`;

/** What an analysis leaves beside its row that a new analysis of the pair makes stale. */
export const staleFilesOf = (id: number) =>
  DETECT_DIMENSIONS.flatMap((dimension) => [
    overlayKey(id, dimension),
    legacyMaskKey(id, dimension),
  ]);

type StoredDimensions = Record<DetectDimension, Omit<DetectDimensionResult, 'filename'>>;

/** The seven dimensions as the API shows them: each names its marked image. */
export function dimensionsOf(
  row: DetectionRow,
): Record<DetectDimension, DetectDimensionResult> | null {
  const stored = row.result as StoredDimensions | null;
  if (!stored) return null;
  return Object.fromEntries(
    DETECT_DIMENSIONS.map((d) => [d, { ...stored[d], filename: overlayFilename(row.id, d) }]),
  ) as Record<DetectDimension, DetectDimensionResult>;
}

/**
 * The repeatability bands stored with a detection's scores (issue 18 #6); none on detections
 * analysed before the engine published them.
 */
export function repeatabilityOf(row: DetectionRow): DetectRepeatability | undefined {
  const parsed = DetectRepeatabilitySchema.safeParse(row.result?.['repeatability']);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Why a pair's background job will bring no result, or null while one may still come: it failed
 * for good (its reason stored with it), or finished without storing one (which happens when its
 * record is erased meanwhile; said as an analysis error). Without a job (never enqueued yet, or
 * analysed before jobs existed) the pair is still waiting.
 */
function gaveUpReason(job: AnalysisJobRow | undefined): AnalysisGaveUp | null {
  if (job?.state !== 'failed' && job?.state !== 'done') return null;
  const code = job.failureReason ?? 'analysis_error';
  return { code, message: ANALYSIS_GAVE_UP_MESSAGES[code] };
}

/**
 * A part's analysis state in a report: not paired, waiting, given up with its reason (the staff
 * may photograph it again), refused with reasons, or done — then with whether
 * its colour is calibrated (the one rule, packages/domain colour-calibration.ts) and its version.
 */
export function partDetectionOf(
  row: DetectionRow | undefined,
  paired: boolean,
  job?: AnalysisJobRow,
): PartDetection {
  if (!paired) return { status: 'incomplete' };
  if (!row) {
    const reason = gaveUpReason(job);
    return reason ? { status: 'unavailable', reason } : { status: 'pending' };
  }
  const dimensions = dimensionsOf(row);
  if (!dimensions) return { status: 'failed', reasons: row.quality.reasons as QualityReason[] };
  const repeatability = repeatabilityOf(row);
  return {
    status: 'done',
    detectionId: row.id,
    dimensions,
    ...(repeatability && { repeatability }),
    colorCalibrated: isColourCalibrated(row.calibrationId, dimensions.color),
    // What measured it, as stored with the row (issue 18 #8): not today's engine.
    version: row.version,
    deviceCalibrationId: row.calibrationId,
  };
}

/**
 * What the progress page and the customer's report say under a part that has no result: the
 * photo checks' reasons (failed) or why the analysis gave up (unavailable), in Chinese.
 */
export function reasonTextsOf(detection: PartDetection): string[] {
  if (detection.status === 'failed') return detection.reasons.map((reason) => reason.message);
  if (detection.status === 'unavailable') return [detection.reason.message];
  return [];
}
