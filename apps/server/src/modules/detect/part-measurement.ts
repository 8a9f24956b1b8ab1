import { DETECT_DIMENSIONS, type PartDetection } from '@skinscope/contracts';
import { isColourCalibrated, type PartMeasurement } from '@skinscope/domain';
import type { DetectionRow } from '../../repositories/detections.repository';
import { repeatabilityOf } from './detection-view';

/**
 * A part's analysis as the verdict rule (packages/domain progress-verdict.ts) reads it; whether
 * its colour counts is packages/domain colour-calibration.ts's rule.
 */
export function measurementOf(
  detection: PartDetection,
  row: DetectionRow | undefined,
): PartMeasurement {
  if (detection.status === 'failed')
    return { state: 'refused', scores: {}, bands: {}, colorCalibrated: false };
  if (detection.status !== 'done' || !row)
    return { state: 'missing', scores: {}, bands: {}, colorCalibrated: false };
  const { dimensions } = detection;
  return {
    state: 'measured',
    scores: Object.fromEntries(DETECT_DIMENSIONS.map((d) => [d, dimensions[d]?.score ?? null])),
    bands: repeatabilityOf(row) ?? {},
    colorCalibrated: isColourCalibrated(row.calibrationId, dimensions.color),
  };
}
