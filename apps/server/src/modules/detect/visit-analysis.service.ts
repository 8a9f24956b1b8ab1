import type { VisitAnalysis, VisitPartStatus } from '@skinscope/contracts';
import type { Actor } from '../../policy';
import type { Repositories } from '../../repositories';
import type { AnalysisJobRow } from '../../repositories/analysis-jobs.repository';
import type { DetectionRow } from '../../repositories/detections.repository';
import type { CustomerAccess } from '../customers/customer-access';
import { loadAccessibleRecord } from '../records/records-query.service';
import { partDetectionOf } from './detection-view';
import { pairKey, pairsOfScan, storedPairOf } from './scan-pairs';

export interface VisitAnalysisDeps {
  access: CustomerAccess;
  records: Repositories['records'];
  detections: Pick<Repositories['detections'], 'listByRecord'>;
  jobs: Pick<Repositories['analysisJobs'], 'listByRecord'>;
}

/**
 * One pair's state. Without a detection, the pair's job tells waiting from given up: a job that
 * failed for good (or ended without storing anything) will not bring a result, so the screen
 * must stop waiting for it.
 */
function partStatusOf(
  row: DetectionRow | undefined,
  job: AnalysisJobRow | undefined,
  paired: boolean,
): VisitPartStatus {
  if (!paired) return { status: 'incomplete' };
  if (!row)
    return job?.state === 'failed' || job?.state === 'done'
      ? { status: 'unavailable' }
      : { status: 'pending' };
  const detection = partDetectionOf(row, paired);
  return detection.status === 'done'
    ? { ...detection, colorCalibrated: row.calibrationId !== null, version: row.version }
    : detection;
}

/**
 * Issue 19 #5: where the analysis of a visit's pairs stands, read during the visit (the record
 * is usually still a draft). Tenancy as every record read: through its customer, or 404.
 */
export function createVisitAnalysisService(deps: VisitAnalysisDeps) {
  return {
    async read(actor: Actor, recordId: number): Promise<VisitAnalysis> {
      const record = await loadAccessibleRecord(deps, actor, recordId);
      const [detections, jobs] = await Promise.all([
        deps.detections.listByRecord(recordId),
        deps.jobs.listByRecord(recordId),
      ]);
      const rowByPair = new Map(
        detections.map((row) => [pairKey(row.normalKey, row.polarisedKey), row]),
      );
      const jobByPair = new Map(jobs.map((job) => [pairKey(job.normalKey, job.polarisedKey), job]));
      const parts = pairsOfScan(record.scan).map((pair) => {
        const stored = storedPairOf(pair);
        const key = stored && pairKey(stored.normalKey, stored.polarisedKey);
        return {
          part: pair.part,
          position: pair.position,
          normal: pair.normal,
          lighting: pair.lighting,
          analysis: partStatusOf(
            key ? rowByPair.get(key) : undefined,
            key ? jobByPair.get(key) : undefined,
            stored !== null,
          ),
        };
      });
      return {
        recordId,
        settled: parts.every((part) => part.analysis.status !== 'pending'),
        parts,
      };
    },
  };
}

export type VisitAnalysisService = ReturnType<typeof createVisitAnalysisService>;
