import { createHash } from 'node:crypto';
import { photoKeyText, type PhotoKey } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import { cleanUpload } from '../../infra/image-codec';
import type { ImageStore } from '../../infra/image-store';
import {
  canReadPhoto,
  canStorePhoto,
  requireCanCheck,
  requireCanUpload,
  requireCaseLibrary,
  requireVisible,
  type Actor,
} from '../../policy';
import type { Repositories } from '../../repositories';
import type { CustomerAccess } from '../customers/customer-access';

export interface ImagesDeps {
  access: CustomerAccess;
  consents: Pick<Repositories['customers'], 'hasConsent'>;
  photos: Repositories['photos'];
  store: ImageStore;
  audit: Repositories['audit'];
}

/** How the audit log names each kind of photo. */
const AUDIT_TARGET: Record<PhotoKey['kind'], string> = {
  img: 'photo',
  sos: 'sos-photo',
  case: 'case-photo',
};

const sameName = (hint: string) =>
  new AppError('CONFLICT', { issues: [{ field: 'name', message: hint }] });

export function createImagesService(deps: ImagesDeps) {
  /** The capability a photo's kind needs first: a consultation's, or the case library's. */
  function requireCapability(actor: Actor, key: PhotoKey): void {
    if (key.kind === 'case') requireCanUpload(actor);
    else requireCanCheck(actor);
  }

  const customerFacts = (actor: Actor, key: PhotoKey) =>
    key.kind === 'img' ? deps.access.facts(actor, key.customerId) : Promise.resolve(null);

  return {
    /**
     * Spec §7 upload, checked as ARCHITECTURE §5 asks; nothing is written unless all checks
     * pass. A customer's photo also needs consent on record and is listed in the photos table.
     */
    async upload(
      actor: Actor,
      key: PhotoKey,
      file: Buffer,
      context: RequestContext,
    ): Promise<void> {
      requireCapability(actor, key);
      requireVisible(canStorePhoto(actor, key, await customerFacts(actor, key)));
      if (key.kind === 'img' && !(await deps.consents.hasConsent(key.customerId)))
        throw new AppError('CONSENT_REQUIRED');
      const image = await cleanUpload(file);
      const text = photoKeyText(key);
      const taken =
        key.kind === 'img' ? await deps.photos.findByKey(text) : await deps.store.get(text);
      if (taken)
        throw sameName(
          key.kind === 'case' ? '同名图片已存在，请重新选择' : '同名图片已存在，请重新拍摄',
        );
      await deps.store.put(text, image.data);
      if (key.kind === 'img') {
        await deps.photos.insert({
          customerId: key.customerId,
          storageKey: text,
          bytes: image.data.length,
          width: image.width,
          height: image.height,
          sha256: createHash('sha256').update(image.data).digest('hex'),
          uploadedBy: actor.id,
        });
      }
      await deps.audit.record({
        action: 'photo.uploaded',
        actorId: actor.id,
        ip: context.ip,
        target: { type: AUDIT_TARGET[key.kind], id: text },
      });
    },

    /** A photo's bytes for staff who may see it; reads of customers' photos are audited. */
    async read(actor: Actor, key: PhotoKey, context: RequestContext): Promise<Buffer> {
      if (key.kind === 'case') requireCaseLibrary(actor);
      requireVisible(canReadPhoto(actor, key, await customerFacts(actor, key)));
      const text = photoKeyText(key);
      // A customer's photo exists only while its row does (erasure removes the row first).
      const listed = key.kind !== 'img' || Boolean(await deps.photos.findByKey(text));
      const data = listed ? await deps.store.get(text) : undefined;
      if (!data) throw new AppError('NOT_FOUND');
      if (key.kind === 'img') {
        await deps.audit.record({
          action: 'photo.read',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'photo', id: text },
        });
      }
      return data;
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
