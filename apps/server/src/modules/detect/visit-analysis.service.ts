import type { VisitAnalysis } from '@skinscope/contracts';
import type { Actor } from '../../policy';
import type { Repositories } from '../../repositories';
import type { CustomerAccess } from '../customers/customer-access';
import { loadAccessibleRecord } from '../records/records-query.service';
import { analysedPairsOf, readRecordAnalyses, type RecordAnalysesSource } from './record-analyses';

export interface VisitAnalysisDeps extends RecordAnalysesSource {
  access: CustomerAccess;
  records: Repositories['records'];
}

/**
 * Issue 19 #5: where the analysis of a visit's pairs stands, read during the visit (the record
 * is usually still a draft). Tenancy as every record read: through its customer, or 404. A pair
 * whose job gave up answers `unavailable`, so that the screen stops waiting for it.
 */
export function createVisitAnalysisService(deps: VisitAnalysisDeps) {
  return {
    async read(actor: Actor, recordId: number): Promise<VisitAnalysis> {
      const record = await loadAccessibleRecord(deps, actor, recordId);
      const analysed = analysedPairsOf(record.scan, await readRecordAnalyses(deps, recordId));
      const parts = analysed.map((part) => ({
        part: part.pair.part,
        position: part.pair.position,
        normal: part.pair.normal,
        lighting: part.pair.lighting,
        analysis: part.detection,
      }));
      return {
        recordId,
        settled: parts.every((part) => part.analysis.status !== 'pending'),
        parts,
      };
    },
  };
}

export type VisitAnalysisService = ReturnType<typeof createVisitAnalysisService>;
