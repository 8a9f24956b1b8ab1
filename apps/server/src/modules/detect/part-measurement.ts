import { DETECT_DIMENSIONS, type PartDetection } from '@skinscope/contracts';
import type { PartMeasurement } from '@skinscope/domain';
import type { DetectionRow } from '../../repositories/detections.repository';
import { repeatabilityOf } from './detection-view';

/**
 * A part's analysis as the verdict rule (packages/domain progress-verdict.ts) reads it. Colour
 * counts as calibrated only when the device's calibration was applied and the engine named a
 * tone: analyses from before calibration existed named one regardless (issue 18 #3).
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
    colorCalibrated: row.calibrationId !== null && (dimensions.color?.result ?? null) !== null,
  };
}
