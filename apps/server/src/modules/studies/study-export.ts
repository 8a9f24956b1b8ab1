import { stringify } from 'csv-stringify/sync';
import type { StudyAnalysisView } from '@skinscope/contracts';

/** The export's columns; a split-face study fills the untreated side's three. */
export const STUDY_EXPORT_COLUMNS = [
  'endpoint',
  'role',
  'day',
  'code',
  'arm',
  'protocol_version',
  'baseline',
  'follow_up',
  'change',
  'band',
  'control_baseline',
  'control_follow_up',
  'control_change',
] as const;

/**
 * The values each statistic of the analysis was computed from, unrounded, one row per
 * participant, endpoint and timepoint, by pseudonymous code only (issue 33 target: anyone can
 * recompute the report's t, p, CI and share beyond band from this file).
 */
export function studyExportCsv(analysis: StudyAnalysisView): string {
  const rows = analysis.endpoints.flatMap((endpoint) =>
    endpoint.timepoints.flatMap((timepoint) =>
      timepoint.values.map((value) => [
        endpoint.dimension,
        endpoint.role,
        timepoint.day,
        value.code,
        value.arm,
        value.protocolVersion,
        value.baseline,
        value.followUp,
        value.change,
        value.band ?? '',
        value.control?.baseline ?? '',
        value.control?.followUp ?? '',
        value.control?.change ?? '',
      ]),
    ),
  );
  return stringify([[...STUDY_EXPORT_COLUMNS], ...rows]);
}
