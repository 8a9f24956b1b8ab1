import type { DetectItem, SaveDetectRequest } from '@skinscope/contracts';
import type { SaveDraftRecordRequest } from '@skinscope/domain';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import { requireCanCheck, type Actor } from '../../policy';
import type { Repositories, Transact } from '../../repositories';
import type { AnalysisDevice } from '../calibration/device-calibration-lookup';
import type { CustomerAccess } from '../customers/customer-access';
import { reusedConsultation } from './record-consultation';
import { detectListOfScan, requireLabelledParts, scanWithPair } from './record-parts';
import { requireOwnPhotos } from './record-photos';
import { auditRecordSaved } from './record-saved';
import { loadAccessibleRecord } from './records-query.service';

export interface VisitPhotosDeps {
  access: CustomerAccess;
  records: Repositories['records'];
  transact: Transact;
  now: () => Date;
  /**
   * Called after a record's photos change (the detect module analyses new pairs, through the
   * calibration of the camera that took them, when the request named it).
   */
  onPhotosSaved?: (recordId: number, by: AnalysisDevice) => Promise<void>;
}

type RecordsRepository = Repositories['records'];

/** A visit's photos: the whole scan at once, or one part's pair (infinite capture). */
export function createVisitPhotosService(deps: VisitPhotosDeps) {
  /** A new record for the visit; a photo-only visit carries the previous consultation over. */
  async function startRecord(
    records: RecordsRepository,
    actor: Actor,
    customerId: number,
    body: SaveDraftRecordRequest,
  ): Promise<number> {
    const copied =
      body.scanType === 'PHOTO_ONLY' ? await reusedConsultation(records, customerId) : {};
    const created = await records.insert({
      ...copied,
      customerId,
      recUserId: actor.id,
      recUserName: actor.name,
      scanType: body.scanType,
      scan: body.scan,
      draftAnswers: body.answers ?? null,
      skinState: body.skinState ?? null,
    });
    return created.id;
  }

  /** The customer's record `recordId` takes the new scan; a draft also keeps the answers sent. */
  async function replaceScan(
    records: RecordsRepository,
    customerId: number,
    body: SaveDraftRecordRequest,
  ): Promise<void> {
    const existing = await records.findById(body.recordId);
    if (!existing || existing.customerId !== customerId) throw new AppError('NOT_FOUND');
    await records.update(body.recordId, {
      scan: body.scan,
      ...(existing.completedAt ? {} : { draftAnswers: body.answers ?? null }),
      // An older client that sends no state leaves the recorded one as it was.
      ...(body.skinState ? { skinState: body.skinState } : {}),
      updatedAt: deps.now(),
    });
  }

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
      const id = await deps.transact(async ({ records, photos, audit }) => {
        await requireOwnPhotos(
          photos,
          customer.id,
          body.scan.photos.map((photo) => photo.url),
        );
        let recordId = body.recordId;
        if (recordId === 0) recordId = await startRecord(records, actor, customer.id, body);
        else await replaceScan(records, customer.id, body);
        await auditRecordSaved(audit, actor, context, recordId);
        return recordId;
      });
      await deps.onPhotosSaved?.(id, {
        actor,
        deviceLabel: body.deviceLabel,
        cameraSettings: body.cameraSettings,
      });
      return id;
    },

    /**
     * `PUT /api/customer/{recordId}/detect?position=N`: sets one part's photo pair, and the skin's
     * state when sent (a photo-only visit records it here: it never passes picture/index).
     */
    async setDetect(
      actor: Actor,
      recordId: number,
      position: number,
      { skinState, cameraSettings, ...item }: SaveDetectRequest,
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
        // The parts so far are the photos' (issue 17 #10): a part is added right after them.
        if (position > detectListOfScan(record.scan).length) {
          throw new AppError('VALIDATION_FAILED', {
            issues: [{ field: 'position', message: '拍摄位置不连续' }],
          });
        }
        const scan = scanWithPair(record.scan, position, item);
        const now = deps.now();
        await records.update(recordId, {
          scan,
          ...(skinState ? { skinState } : {}),
          // A photo-only visit has no summary: it is done once a part is saved (issue 17 #26).
          ...(record.scanType === 'PHOTO_ONLY' && !record.completedAt ? { completedAt: now } : {}),
          updatedAt: now,
        });
        return detectListOfScan(scan);
      });
      await deps.onPhotosSaved?.(recordId, { actor, deviceLabel, cameraSettings });
      return saved;
    },
  };
}

export type VisitPhotosService = ReturnType<typeof createVisitPhotosService>;
