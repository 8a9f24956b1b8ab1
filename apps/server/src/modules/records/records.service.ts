import type { Db } from '@skinscope/db';
import { FACE_SEARCH_PHOTO_LIMIT } from '@skinscope/contracts';
import type {
  DetectItem,
  FaceSearchQuery,
  FaceSearchResult,
  Evaluation,
  HistoryEntry,
  HistoryQuery,
  RecordDetail,
  SaveRecordRequest,
  Scan,
  ScanRecord,
} from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import { requireCanScan, requireCaseLibrary, type Actor } from '../../policy/access-policy';
import type { AuditTrail } from '../audit/audit-trail';
import { loadAccessibleCustomer } from '../customers/customer-access';
import type { CustomersRepository } from '../customers/customers.repository';
import { createPhotosRepository, type PhotoRow } from '../images/photos.repository';
import {
  createRecordsRepository,
  toRecordView,
  type RecordsRepository,
} from './records.repository';
import type { SaveFullRecordRequest } from '@skinscope/domain';
import { carriedOverFields, consultationFields } from './record-consultation';

export interface RecordsDeps {
  db: Db;
  customers: CustomersRepository;
  records: RecordsRepository;
  audit: AuditTrail;
  now: () => Date;
  /** Called after a record's photos change (the detect module analyses new pairs). */
  onPhotosSaved?: (recordId: number) => void;
}

const keyOfUrl = (url: string) => url.replace(/^\/home\/imagerec\//, '');
const urlOfKey = (key: string) => `/home/imagerec/${key}`;

/** Every photo a record names must be a stored photo of that record's own customer. */
async function requireOwnPhotos(
  db: Db,
  customerId: number,
  urls: string[],
): Promise<Map<string, PhotoRow>> {
  const keys = [...new Set(urls.map(keyOfUrl))];
  const found = await createPhotosRepository(db).findByKeys(customerId, keys);
  if (found.length !== keys.length) {
    throw new AppError('VALIDATION_FAILED', {
      issues: [{ field: 'scan', message: '照片不存在或不属于该顾客，请重新拍摄' }],
    });
  }
  return new Map(found.map((photo) => [urlOfKey(photo.storageKey), photo]));
}

export function createRecordsService(deps: RecordsDeps) {
  async function loadAccessibleRecord(actor: Actor, recordId: number) {
    const record = await deps.records.findById(recordId);
    if (!record) throw new AppError('NOT_FOUND');
    await loadAccessibleCustomer(deps.customers, actor, record.customerId);
    return record;
  }

  async function linkScanPhotos(db: Db, customerId: number, recordId: number, scan: Scan) {
    const photos = await requireOwnPhotos(
      db,
      customerId,
      scan.photos.map((photo) => photo.url),
    );
    const repository = createPhotosRepository(db);
    for (const photo of scan.photos) {
      const row = photos.get(photo.url);
      if (row)
        await repository.link(row.id, {
          recordId,
          part: photo.part,
          position: photo.position,
          lightType: photo.type,
        });
    }
  }

  return {
    async list(actor: Actor, customerId: number): Promise<ScanRecord[]> {
      await loadAccessibleCustomer(deps.customers, actor, customerId);
      return (await deps.records.listByCustomer(customerId)).map(toRecordView);
    },

    /** Spec §2 query/history: numbered rows, newest first, 50 a page. */
    async history(actor: Actor, query: HistoryQuery): Promise<HistoryEntry[]> {
      const begin = query.pageIndex * query.pageSize;
      const rows = await deps.customers.history(actor, {
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
      }));
    },

    /** example/face: each scan with at most its first 10 photos (spec §9). */
    async faceSearch(actor: Actor, query: FaceSearchQuery): Promise<FaceSearchResult[]> {
      requireCaseLibrary(actor);
      const rows = await deps.customers.faceSearch(actor, query);
      return rows.map(({ scope, scan, created, ...row }) => ({
        ...row,
        created: created.toISOString(),
        scan: { scope, photos: scan.photos.slice(0, FACE_SEARCH_PHOTO_LIMIT) },
      }));
    },

    async get(actor: Actor, recordId: number): Promise<ScanRecord> {
      return toRecordView(await loadAccessibleRecord(actor, recordId));
    },

    async detail(actor: Actor, recordId: number): Promise<RecordDetail> {
      const record = await loadAccessibleRecord(actor, recordId);
      const photos = await createPhotosRepository(deps.db).listByRecord(recordId);
      return {
        ...toRecordView(record),
        photos: photos.map((photo) => ({
          part: photo.part,
          position: photo.position,
          type: photo.lightType,
          url: urlOfKey(photo.storageKey),
        })),
      };
    },

    /** Spec §7: recordId 0 starts a check (canScan); another id replaces that record's scan. */
    async save(actor: Actor, body: SaveRecordRequest, context: RequestContext): Promise<number> {
      requireCanScan(actor);
      const customer = await loadAccessibleCustomer(deps.customers, actor, body.recCustomerId);
      const id = await deps.db.transaction(async (tx) => {
        const records = createRecordsRepository(tx);
        let recordId = body.recordId;
        if (recordId === 0) {
          const created = await records.insert({
            customerId: customer.id,
            recUserId: actor.id,
            recUserName: actor.name,
            scanType: body.scanType,
            scan: body.scan,
          });
          recordId = created.id;
        } else {
          const existing = await records.findById(recordId);
          if (!existing || existing.customerId !== customer.id) throw new AppError('NOT_FOUND');
          await records.update(recordId, { scan: body.scan, updatedAt: deps.now() });
        }
        await linkScanPhotos(tx, customer.id, recordId, body.scan);
        return recordId;
      });
      await deps.audit.record({
        action: 'record.saved',
        actorId: actor.id,
        ip: context.ip,
        target: { type: 'record', id },
      });
      deps.onPhotosSaved?.(id);
      return id;
    },

    /**
     * The summary screen's save. Scores, care steps and recommendations are recomputed here from
     * the stored answers (issue: the server never trusts numbers sent by the browser). A
     * photo-only visit without answers carries over the customer's previous consultation.
     */
    async saveFull(
      actor: Actor,
      body: SaveFullRecordRequest,
      context: RequestContext,
    ): Promise<number> {
      requireCanScan(actor);
      const record = await loadAccessibleRecord(actor, body.recordId);
      const customer = await deps.customers.findById(record.customerId);
      if (!customer) throw new AppError('NOT_FOUND');
      const fields = body.answers
        ? consultationFields(body.answers, { scanType: record.scanType, gender: customer.gender })
        : await carriedOverFields(deps.records, record);
      await deps.db.transaction(async (tx) => {
        const urls = body.detectList
          .flatMap((item) => [item.normal, item.lighting])
          .filter((url): url is string => Boolean(url));
        await requireOwnPhotos(tx, record.customerId, urls);
        await createRecordsRepository(tx).update(record.id, {
          ...fields,
          detectList: body.detectList,
          updatedAt: deps.now(),
        });
      });
      await deps.audit.record({
        action: 'record.saved',
        actorId: actor.id,
        ip: context.ip,
        target: { type: 'record', id: record.id },
      });
      return record.id;
    },

    /** `PUT /api/customer/{recordId}/detect?position=N`: sets one part's photo pair. */
    async setDetect(
      actor: Actor,
      recordId: number,
      position: number,
      item: DetectItem,
    ): Promise<DetectItem[]> {
      requireCanScan(actor);
      const record = await loadAccessibleRecord(actor, recordId);
      const urls = [item.normal, item.lighting].filter((url): url is string => Boolean(url));
      if (urls.length === 0) {
        throw new AppError('VALIDATION_FAILED', {
          issues: [{ field: 'normal', message: '请先拍摄该部位' }],
        });
      }
      const saved = await deps.db.transaction(async (tx) => {
        await requireOwnPhotos(tx, record.customerId, urls);
        const detectList = [...record.detectList];
        if (position > detectList.length) {
          throw new AppError('VALIDATION_FAILED', {
            issues: [{ field: 'position', message: '拍摄位置不连续' }],
          });
        }
        detectList[position] = item;
        const scan: Scan = {
          photos: [
            ...record.scan.photos.filter((photo) => photo.position !== position),
            ...(['normal', 'lighting'] as const).flatMap((type) => {
              const url = item[type];
              return url
                ? [{ part: item.name, position, type, url, source: 'camera' as const }]
                : [];
            }),
          ],
        };
        await createRecordsRepository(tx).update(recordId, {
          detectList,
          scan,
          updatedAt: deps.now(),
        });
        await linkScanPhotos(tx, record.customerId, recordId, scan);
        return detectList;
      });
      deps.onPhotosSaved?.(recordId);
      return saved;
    },

    /** Spec §4 evaluate: the rating of the last visit is stored on the customer's latest record. */
    async evaluate(actor: Actor, customerId: number, evaluation: Evaluation): Promise<void> {
      requireCanScan(actor);
      await loadAccessibleCustomer(deps.customers, actor, customerId);
      const latest = await deps.records.latestOf(customerId);
      if (!latest) throw new AppError('NOT_FOUND');
      await deps.records.update(latest.id, { evaluation, updatedAt: deps.now() });
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
