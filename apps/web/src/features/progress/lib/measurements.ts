import type { ProgressPart } from '@skinscope/contracts';

/** The part's measurement at the visit `recordId`, if it was photographed then. */
export const measurementAt = (part: ProgressPart, recordId: number | undefined) =>
  part.measurements.find((m) => m.recordId === recordId);
