import type { ProgressMeasurement, ProgressPart } from '@skinscope/contracts';
import type { PartMeasurement } from '@skinscope/domain';

const MISSING: PartMeasurement = {
  state: 'missing',
  scores: {},
  bands: {},
  colorCalibrated: false,
};

/** A part's measurement at one visit as the verdict rule reads it; missing if not photographed. */
export function partMeasurement(measurement: ProgressMeasurement | undefined): PartMeasurement {
  if (!measurement) return MISSING;
  if (measurement.status === 'failed') return { ...MISSING, state: 'refused' };
  if (measurement.status !== 'done' || !measurement.dimensions) return MISSING;
  return {
    state: 'measured',
    scores: Object.fromEntries(
      Object.entries(measurement.dimensions).map(([key, value]) => [key, value.score]),
    ),
    bands: measurement.repeatability ?? {},
    colorCalibrated: measurement.colorCalibrated,
  };
}

/** The part's measurement at the visit `recordId`, if it was photographed then. */
export const measurementAt = (part: ProgressPart, recordId: number | undefined) =>
  part.measurements.find((m) => m.recordId === recordId);
