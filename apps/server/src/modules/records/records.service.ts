import type { DetectItem, Evaluation, SaveDetectRequest, Scan } from '@skinscope/contracts';
import type { SaveDraftRecordRequest, SaveFullRecordRequest } from '@skinscope/domain';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import { requireCanCheck, type Actor } from '../../policy';
import type { Repositories, Transact } from '../../repositories';
import type { AnalysisDevice } from '../calibration/device-calibration-lookup';
import type { CustomerAccess } from '../customers/customer-access';
import { carriedOverFields, consultationFields, reusedConsultation } from './record-consultation';
import { visitAnalyses } from './record-measurements';
import { detectListOfScan, partsOfRecord, requireLabelledParts } from './record-parts';
import { requireOwnPhotos } from './record-photos';
import { loadAccessibleRecord } from './records-query.service';

export interface RecordsDeps {
  access: CustomerAccess;
  records: Repositories['records'];
  audit: Repositories['audit'];
  transact: Transact;
  now: () => Date;
  /**
   * Called after a record's photos change (the detect module analyses new pairs, through the
   * calibration of the camera that took them, when the request named it).
   */
  onPhotosSaved?: (recordId: number, by: AnalysisDevice) => Promise<void>;
}

/** Writing records: a visit's photos, its summary, infinite capture and the rating. */
export function createRecordsService(deps: RecordsDeps) {
  return {
    /**
     * Spec §7: recordId 0 starts a check (canScan); another id replaces that record's scan. The
     * record is a draft until its summary is saved; the answers sent along are kept with it so
     * that the consultation can be resumed (issue 17 #26).
     */
    async save(
      actor: Actor,
      body: SaveDraftRecordRequest,
      context: RequestContext,
    ): Promise<number> {
      requireCanCheck(actor);
      requireLabelledParts(
        'scan',
        body.scan.photos.map((photo) => photo.part),
      );
      const customer = await deps.access.load(actor, body.recCustomerId);
      // The parts are listed as soon as their photos are saved, so that more parts can be added
      // (infinite capture) before the summary saves the list again (issue 17 #10).
      const detectList = detectListOfScan(body.scan);
      const id = await deps.transact(async ({ records, photos, audit }) => {
        await requireOwnPhotos(
          photos,
          customer.id,
          body.scan.photos.map((photo) => photo.url),
        );
        let recordId = body.recordId;
        if (recordId === 0) {
          const copied =
            body.scanType === 'PHOTO_ONLY' ? await reusedConsultation(records, customer.id) : {};
          const created = await records.insert({
            ...copied,
            customerId: customer.id,
            recUserId: actor.id,
            recUserName: actor.name,
            scanType: body.scanType,
            scan: body.scan,
            detectList,
            draftAnswers: body.answers ?? null,
            skinState: body.skinState ?? null,
          });
          recordId = created.id;
        } else {
          const existing = await records.findById(recordId);
          if (!existing || existing.customerId !== customer.id) throw new AppError('NOT_FOUND');
          await records.update(recordId, {
            scan: body.scan,
            detectList,
            ...(existing.completedAt ? {} : { draftAnswers: body.answers ?? null }),
            // An older client that sends no state leaves the recorded one as it was.
            ...(body.skinState ? { skinState: body.skinState } : {}),
            updatedAt: deps.now(),
          });
        }
        await audit.record({
          action: 'record.saved',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'record', id: recordId },
        });
        return recordId;
      });
      await deps.onPhotosSaved?.(id, { actor, deviceLabel: body.deviceLabel });
      return id;
    },

    /**
     * The summary screen's save. Scores, care steps and recommendations are recomputed here from
     * the stored answers and the visit's analysed photo pairs (issue 19 #6; the server never
     * trusts numbers sent by the browser). A photo-only visit without answers carries over the
     * customer's previous consultation.
     */
    async saveFull(
      actor: Actor,
      body: SaveFullRecordRequest,
      context: RequestContext,
    ): Promise<number> {
      requireCanCheck(actor);
      requireLabelledParts(
        'detectList',
        body.detectList.map((item) => item.name),
      );
      const record = await loadAccessibleRecord(deps, actor, body.recordId);
      const customer = await deps.access.load(actor, record.customerId);
      const answers = body.answers;
      await deps.transact(async ({ records, photos, audit, detections }) => {
        // The scores follow the analyses stored now, read in the same transaction.
        const fields = answers
          ? consultationFields(
              answers,
              { scanType: record.scanType, gender: customer.gender },
              await visitAnalyses(detections, record),
            )
          : await carriedOverFields(records, record);
        const urls = body.detectList
          .flatMap((item) => [item.normal, item.lighting])
          .filter((url): url is string => Boolean(url));
        await requireOwnPhotos(photos, record.customerId, urls);
        const now = deps.now();
        await records.update(record.id, {
          ...fields,
          detectList: body.detectList,
          // The summary is saved: the visit is done (issue 17 #26).
          completedAt: record.completedAt ?? now,
          draftAnswers: null,
          updatedAt: now,
        });
        await audit.record({
          action: 'record.saved',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'record', id: record.id },
        });
      });
      return record.id;
    },

    /**
     * `PUT /api/customer/{recordId}/detect?position=N`: sets one part's photo pair, and the skin's
     * state when sent (a photo-only visit records it here: it never passes picture/index).
     */
    async setDetect(
      actor: Actor,
      recordId: number,
      position: number,
      { skinState, ...item }: SaveDetectRequest,
      deviceLabel?: string,
    ): Promise<DetectItem[]> {
      requireCanCheck(actor);
      requireLabelledParts('name', [item.name]);
      const record = await loadAccessibleRecord(deps, actor, recordId);
      const urls = [item.normal, item.lighting].filter((url): url is string => Boolean(url));
      if (urls.length === 0) {
        throw new AppError('VALIDATION_FAILED', {
          issues: [{ field: 'normal', message: '请先拍摄该部位' }],
        });
      }
      const saved = await deps.transact(async ({ records, photos }) => {
        await requireOwnPhotos(photos, record.customerId, urls);
        const detectList = partsOfRecord(record);
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
        const now = deps.now();
        await records.update(recordId, {
          detectList,
          scan,
          ...(skinState ? { skinState } : {}),
          // A photo-only visit has no summary: it is done once a part is saved (issue 17 #26).
          ...(record.scanType === 'PHOTO_ONLY' && !record.completedAt ? { completedAt: now } : {}),
          updatedAt: now,
        });
        return detectList;
      });
      await deps.onPhotosSaved?.(recordId, { actor, deviceLabel });
      return saved;
    },

    /**
     * Issue 17 #26: an unfinished consultation is given up. The record goes; its photos stay in
     * the customer's folder like any other upload. A finished visit cannot be discarded.
     */
    async discardDraft(actor: Actor, recordId: number, context: RequestContext): Promise<void> {
      requireCanCheck(actor);
      const record = await loadAccessibleRecord(deps, actor, recordId);
      if (record.completedAt) throw new AppError('RECORD_NOT_DRAFT');
      await deps.transact(async ({ records, audit }) => {
        await records.remove(record.id);
        await audit.record({
          action: 'record.draft_discarded',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'customer', id: record.customerId },
        });
      });
    },

    /** Spec §4 evaluate: the rating of the last visit is stored on the customer's latest record. */
    async evaluate(actor: Actor, customerId: number, evaluation: Evaluation): Promise<void> {
      requireCanCheck(actor);
      await deps.access.load(actor, customerId);
      const latest = await deps.records.latestOf(customerId);
      if (!latest) throw new AppError('NOT_FOUND');
      await deps.records.update(latest.id, { evaluation, updatedAt: deps.now() });
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
