import { FACE_SEARCH_PHOTO_LIMIT } from '@skinscope/contracts';
import type {
  FaceSearchQuery,
  FaceSearchResult,
  HistoryEntry,
  HistoryQuery,
  RecordDetail,
  RecordDraft,
  ScanRecord,
} from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import { customerVisibility, requireCaseLibrary, type Actor } from '../../policy';
import type { Repositories } from '../../repositories';
import type { CustomerAccess } from '../customers/customer-access';
import { detectListOfScan } from './record-parts';
import { detailPhotos } from './record-photos';
import { toRecordView } from './record-view';

export interface RecordsQueryDeps {
  access: CustomerAccess;
  records: Repositories['records'];
  photos: Pick<Repositories['photos'], 'listByRecord'>;
  search: Pick<Repositories['customers'], 'history' | 'faceSearch'>;
}

/** A record the actor may see (through its customer), or 404. */
export async function loadAccessibleRecord(
  deps: Pick<RecordsQueryDeps, 'access' | 'records'>,
  actor: Actor,
  recordId: number,
) {
  const record = await deps.records.findById(recordId);
  if (!record) throw new AppError('NOT_FOUND');
  await deps.access.load(actor, record.customerId);
  return record;
}

/** Reading records: a customer's list, one record, history and the face-record search. */
export function createRecordsQueryService(deps: RecordsQueryDeps) {
  return {
    async list(actor: Actor, customerId: number): Promise<ScanRecord[]> {
      await deps.access.load(actor, customerId);
      return (await deps.records.listByCustomer(customerId)).map(toRecordView);
    },

    /** Issue 17 #26: the customer's unfinished consultations, newest first, to resume. */
    async drafts(actor: Actor, customerId: number): Promise<RecordDraft[]> {
      await deps.access.load(actor, customerId);
      return (await deps.records.listByCustomer(customerId, 'drafts')).map((row) => ({
        id: row.id,
        created: row.createdAt.toISOString(),
        recUserName: row.recUserName,
        scanType: row.scanType,
        detectList: detectListOfScan(row.scan),
        // Stored only after the domain's schema accepted it (records.service save).
        answers: (row.draftAnswers as RecordDraft['answers']) ?? null,
      }));
    },

    /** Spec §2 query/history: numbered rows, newest first, 50 a page. */
    async history(actor: Actor, query: HistoryQuery): Promise<HistoryEntry[]> {
      const begin = query.pageIndex * query.pageSize;
      const rows = await deps.search.history(customerVisibility(actor), {
        name: query.key,
        storeId: query.storeId,
        begin,
        length: query.pageSize,
      });
      return rows.map((row, index) => ({
        recordId: row.recordId,
        no: begin + index + 1,
        custName: row.custName,
        recDate: row.recDate.toISOString(),
        scanType: row.scanType,
        recorder: row.recorder,
        thumbnail: row.thumbnail,
      }));
    },

    /** example/face: each scan with at most its first 10 photos (spec §9). */
    async faceSearch(actor: Actor, query: FaceSearchQuery): Promise<FaceSearchResult[]> {
      requireCaseLibrary(actor);
      const rows = await deps.search.faceSearch(customerVisibility(actor), query);
      return rows.map(({ scope, scan, created, ...row }) => ({
        ...row,
        created: created.toISOString(),
        scan: { scope, photos: scan.photos.slice(0, FACE_SEARCH_PHOTO_LIMIT) },
      }));
    },

    async get(actor: Actor, recordId: number): Promise<ScanRecord> {
      return toRecordView(await loadAccessibleRecord(deps, actor, recordId));
    },

    async detail(actor: Actor, recordId: number): Promise<RecordDetail> {
      const record = await loadAccessibleRecord(deps, actor, recordId);
      return {
        ...toRecordView(record),
        photos: detailPhotos(await deps.photos.listByRecord(recordId)),
      };
    },
  };
}

export type RecordsQueryService = ReturnType<typeof createRecordsQueryService>;
