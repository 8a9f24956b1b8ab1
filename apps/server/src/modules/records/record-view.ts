import type { ScanRecord } from '@skinscope/contracts';
import { careUsesOf, parseStoredRecommend } from '@skinscope/domain';
import type { RecordRow } from '../../repositories/records.repository';
import { detectListOfScan } from './record-parts';

/** A stored record as the API shows it (spec §3 scan record). */
export function toRecordView(row: RecordRow): ScanRecord {
  return {
    id: row.id,
    customerId: row.customerId,
    created: row.createdAt.toISOString(),
    recUserName: row.recUserName,
    scanType: row.scanType,
    hidden: row.hidden,
    scan: row.scan,
    detectList: detectListOfScan(row.scan),
    problem: row.problem ?? null,
    situation: row.situation ?? null,
    steps: row.steps ?? null,
    recommend: row.recommend ?? null,
    ...careUsesOf(row.recommend ? parseStoredRecommend(row.recommend).care : []),
    evaluation: row.evaluation ?? null,
    skinState: row.skinState ?? null,
  };
}
