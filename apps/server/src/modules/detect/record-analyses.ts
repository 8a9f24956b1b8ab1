import {
  pairKey,
  pairsOfScan,
  storedPairOf,
  type PartDetection,
  type Scan,
  type ScanPair,
} from '@skinscope/contracts';
import type { Repositories } from '../../repositories';
import type { AnalysisJobRow } from '../../repositories/analysis-jobs.repository';
import type { DetectionRow } from '../../repositories/detections.repository';
import { partDetectionOf } from './detection-view';

/** Where records' analyses are read from: the stored detections and the background jobs. */
export interface RecordAnalysesSource {
  detections: Pick<Repositories['detections'], 'listByRecords'>;
  jobs: Pick<Repositories['analysisJobs'], 'listByRecords'>;
}

/** A record's stored analyses and the jobs that made (or failed to make) them. */
export interface RecordAnalyses {
  detections: DetectionRow[];
  jobs: AnalysisJobRow[];
}

/**
 * The stored analyses and jobs of several records at once (the progress page, the customer's
 * report with its earlier visits): two queries however many visits, not two per visit.
 */
export async function readVisitsAnalyses(
  source: RecordAnalysesSource,
  recordIds: readonly number[],
): Promise<(recordId: number) => RecordAnalyses> {
  const [detections, jobs] = await Promise.all([
    source.detections.listByRecords(recordIds),
    source.jobs.listByRecords(recordIds),
  ]);
  // Filtering keeps the repositories' oldest-first order within each record.
  return (recordId) => ({
    detections: detections.filter((row) => row.recordId === recordId),
    jobs: jobs.filter((job) => job.recordId === recordId),
  });
}

export async function readRecordAnalyses(
  source: RecordAnalysesSource,
  recordId: number,
): Promise<RecordAnalyses> {
  return (await readVisitsAnalyses(source, [recordId]))(recordId);
}

/** One photographed part with its stored analysis (if any) and the state every view shows. */
export interface AnalysedPair {
  pair: ScanPair;
  row: DetectionRow | undefined;
  detection: PartDetection;
}

/**
 * A record's pairs in capture order, each matched to its analysis and its job. Every reader of
 * a visit's analyses (history report, visit analysis, progress, the customer's report) goes
 * through here, so that they agree on pending versus given up.
 */
export function analysedPairsOf(scan: Scan, analyses: RecordAnalyses): AnalysedPair[] {
  const rowByPair = new Map(
    analyses.detections.map((row) => [pairKey(row.normalKey, row.polarisedKey), row]),
  );
  // Jobs are listed oldest first: a pair analysed again answers by its latest job.
  const jobByPair = new Map(
    analyses.jobs.map((job) => [pairKey(job.normalKey, job.polarisedKey), job]),
  );
  return pairsOfScan(scan).map((pair) => {
    const stored = storedPairOf(pair);
    const key = stored && pairKey(stored.normalKey, stored.polarisedKey);
    const row = key ? rowByPair.get(key) : undefined;
    const job = key ? jobByPair.get(key) : undefined;
    return { pair, row, detection: partDetectionOf(row, stored !== null, job) };
  });
}
