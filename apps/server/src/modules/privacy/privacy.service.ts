import { zipSync, type Zippable } from 'fflate';
import type { RequestContext } from '../../http/request-context';
import type { ImageStore } from '../../infra/image-store';
import { canExportOrEraseCustomers, requireAllowed, type Actor } from '../../policy';
import type { Repositories, Transact } from '../../repositories';
import type { CustomerAccess } from '../customers/customer-access';
import { toRecordView } from '../records/record-view';
import { createPhotoEraser, removeStoredPhotos } from './photo-erasure';

export interface PrivacyDeps {
  access: CustomerAccess;
  records: Pick<Repositories['records'], 'listByCustomer'>;
  privacy: Repositories['privacy'];
  store: ImageStore;
  audit: Repositories['audit'];
  transact: Transact;
  now: () => Date;
}

/** Version of the export's layout, so a later import or a regulator's reader knows what it holds. */
const EXPORT_FORMAT = 'skinscope-customer-export/1';

/**
 * PIPL rights over facial and skin data (DECISIONS "Privacy"): an administrator of the
 * customer's company can export everything we hold about a customer, and erase it. The audit
 * entries name the customer by id only, so they survive the erasure without personal data.
 */
export function createPrivacyService(deps: PrivacyDeps) {
  const erasePhotosOf = createPhotoEraser(deps);
  return {
    /**
     * A zip: `customer.json` (profile, consents, records with analyses, photo list, report
     * links) and the photos.
     */
    async export(actor: Actor, customerId: number, context: RequestContext): Promise<Uint8Array> {
      requireAllowed(canExportOrEraseCustomers(actor));
      const customer = await deps.access.load(actor, customerId);
      const [consents, photos, detections, records, reportLinks] = await Promise.all([
        deps.privacy.consentsOf(customerId),
        deps.privacy.photosOf(customerId),
        deps.privacy.detectionsOf(customerId),
        deps.records.listByCustomer(customerId, 'all'),
        deps.privacy.reportLinksOf(customerId),
      ]);
      const files: Zippable = {};
      const photoList = [];
      for (const photo of photos) {
        const data = await deps.store.get(photo.storageKey);
        if (!data) continue; // a row whose file is gone: nothing to hand over
        files[`photos/${photo.storageKey}`] = [new Uint8Array(data), { level: 0 }];
        photoList.push({
          file: `photos/${photo.storageKey}`,
          recordId: photo.recordId,
          part: photo.part,
          position: photo.position,
          light: photo.lightType,
          sha256: photo.sha256,
          uploadedAt: photo.createdAt.toISOString(),
        });
      }
      const document = {
        format: EXPORT_FORMAT,
        exportedAt: deps.now().toISOString(),
        customer: {
          id: customer.id,
          fullName: customer.fullName,
          mobile: customer.mobile,
          nickname: customer.nickname,
          gender: customer.gender,
          age: customer.age,
          storeId: customer.storeId,
          remark: customer.remark,
          registeredAt: customer.createdAt.toISOString(),
        },
        consents: consents.map((consent) => ({
          version: consent.version,
          textHash: consent.textHash,
          staffId: consent.staffId,
          givenAt: consent.createdAt.toISOString(),
          customerAge: consent.customerAge,
          guardian: consent.guardianName
            ? {
                name: consent.guardianName,
                relation: consent.guardianRelation,
                mobile: consent.guardianMobile,
              }
            : null,
        })),
        records: records.map((record) => ({
          ...toRecordView(record),
          analyses: detections
            .filter((detection) => detection.recordId === record.id)
            .map((detection) => ({
              id: detection.id,
              part: detection.part,
              position: detection.position,
              result: detection.result,
              quality: detection.quality,
              version: detection.version,
              analysedAt: detection.createdAt.toISOString(),
            })),
        })),
        photos: photoList,
        // The links that showed her a visit's report (issue 19 #3); tokens are never kept.
        reportLinks: reportLinks.map((link) => ({
          recordId: link.recordId,
          createdAt: link.createdAt.toISOString(),
          expiresAt: link.expiresAt.toISOString(),
          revokedAt: link.revokedAt?.toISOString() ?? null,
          views: link.views,
          lastViewedAt: link.lastViewedAt?.toISOString() ?? null,
        })),
      };
      files['customer.json'] = new TextEncoder().encode(JSON.stringify(document, null, 2));
      const zip = zipSync(files);
      await deps.audit.record({
        action: 'customer.exported',
        actorId: actor.id,
        ip: context.ip,
        target: { type: 'customer', id: customerId },
        details: { records: records.length, photos: photoList.length },
      });
      return zip;
    },

    /**
     * Hard delete: photo files, masks and marked images, her test-retest pairs' photos, then the
     * customer and every row under it (her pairs go with her; the device's card recomputes on
     * its next read).
     */
    async erase(actor: Actor, customerId: number, context: RequestContext): Promise<void> {
      requireAllowed(canExportOrEraseCustomers(actor));
      await deps.access.load(actor, customerId);
      // The rows and the audit entry go together; files after, so that should a file removal
      // fail, nothing points at the leftover files any more.
      const { detections, retestPhotos } = await deps.transact(async ({ privacy, audit }) => {
        const found = await privacy.detectionsOf(customerId);
        const retestKeys = await privacy.retestPhotoKeysOf(customerId);
        await privacy.deleteCustomer(customerId);
        await audit.record({
          action: 'customer.deleted',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'customer', id: customerId },
          details: { analyses: found.length, retestPhotos: retestKeys.length },
        });
        return { detections: found, retestPhotos: retestKeys };
      });
      await removeStoredPhotos(
        deps.store,
        customerId,
        detections.map((detection) => detection.id),
        retestPhotos,
      );
    },

    /**
     * Deletes her photos and analyses (photo rows and files, detections with their masks,
     * analysis jobs, test-retest pairs) and keeps her and her visit records (issue 34 #2). The
     * retention job deletes through the same path (`photo-erasure.ts`).
     */
    async erasePhotos(actor: Actor, customerId: number, context: RequestContext): Promise<void> {
      requireAllowed(canExportOrEraseCustomers(actor));
      await deps.access.load(actor, customerId);
      await erasePhotosOf(customerId, {
        action: 'customer.photos_deleted',
        actorId: actor.id,
        ip: context.ip,
      });
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
