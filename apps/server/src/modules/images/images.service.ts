import { createHash } from 'node:crypto';
import { IMAGE_DIR_PATTERN, type ImageUploadFields } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import { cleanUpload } from '../../infra/image-codec';
import type { ImageStore } from '../../infra/image-store';
import {
  caseFolderOf,
  requireCanScan,
  requireCanUpload,
  requireCaseLibrary,
  type Actor,
} from '../../policy/access-policy';
import type { AuditTrail } from '../audit/audit-trail';
import { loadAccessibleCustomer } from '../customers/customer-access';
import type { CustomersRepository } from '../customers/customers.repository';
import type { CustomersService } from '../customers/customers.service';
import type { PhotosRepository } from './photos.repository';

export interface ImagesDeps {
  customers: CustomersRepository;
  customersService: Pick<CustomersService, 'hasConsent'>;
  photos: PhotosRepository;
  store: ImageStore;
  audit: AuditTrail;
}

/** The customer a validated key (`img/{customerId}/{hours}/{name}`) belongs to. */
export function customerIdOfKey(key: string): number {
  const dir = key.split('/').slice(0, 3).join('/');
  const match = IMAGE_DIR_PATTERN.exec(dir);
  if (!match?.[1]) throw new AppError('NOT_FOUND');
  return Number(match[1]);
}

export function createImagesService(deps: ImagesDeps) {
  /** Case photos: uploaders of the company whose folder it is; no customer, so no consent row. */
  async function uploadCaseImage(
    actor: Actor,
    key: string,
    file: Buffer,
    context: RequestContext,
  ): Promise<void> {
    requireCanUpload(actor);
    if (!key.startsWith(`case/${caseFolderOf(actor)}/`)) throw new AppError('NOT_FOUND');
    const image = await cleanUpload(file);
    if (await deps.store.get(key)) {
      throw new AppError('CONFLICT', {
        issues: [{ field: 'name', message: '同名图片已存在，请重新选择' }],
      });
    }
    await deps.store.put(key, image.data);
    await deps.audit.record({
      action: 'photo.uploaded',
      actorId: actor.id,
      ip: context.ip,
      target: { type: 'case-photo', id: key },
    });
  }

  /** Detection-only photos (SOS screen): the caller's own folder, no customer, no consent. */
  async function uploadSosImage(
    actor: Actor,
    key: string,
    file: Buffer,
    context: RequestContext,
  ): Promise<void> {
    requireCanScan(actor);
    if (!key.startsWith(`sos/${actor.id}/`)) throw new AppError('NOT_FOUND');
    const image = await cleanUpload(file);
    if (await deps.store.get(key)) {
      throw new AppError('CONFLICT', {
        issues: [{ field: 'name', message: '同名图片已存在，请重新拍摄' }],
      });
    }
    await deps.store.put(key, image.data);
    await deps.audit.record({
      action: 'photo.uploaded',
      actorId: actor.id,
      ip: context.ip,
      target: { type: 'sos-photo', id: key },
    });
  }

  return {
    /** A detection-only photo, for its uploader alone. */
    async readSosImage(actor: Actor, key: string): Promise<Buffer> {
      const data = key.startsWith(`sos/${actor.id}/`) ? await deps.store.get(key) : undefined;
      if (!data) throw new AppError('NOT_FOUND');
      return data;
    },

    /** A case photo for staff of its company. */
    async readCaseImage(actor: Actor, key: string): Promise<Buffer> {
      requireCaseLibrary(actor);
      const data = key.startsWith(`case/${caseFolderOf(actor)}/`)
        ? await deps.store.get(key)
        : undefined;
      if (!data) throw new AppError('NOT_FOUND');
      return data;
    },

    /** Spec §7 upload, checked as ARCHITECTURE §5 asks; nothing is written unless all checks pass. */
    async upload(
      actor: Actor,
      fields: ImageUploadFields,
      file: Buffer,
      context: RequestContext,
    ): Promise<void> {
      const key = `${fields.dir}/${fields.name}`;
      if (key.startsWith('case/')) return uploadCaseImage(actor, key, file, context);
      if (key.startsWith('sos/')) return uploadSosImage(actor, key, file, context);
      // A customer's photo is part of a consultation: canScan, like every consultation write.
      requireCanScan(actor);
      const customer = await loadAccessibleCustomer(deps.customers, actor, customerIdOfKey(key));
      if (!(await deps.customersService.hasConsent(customer.id)))
        throw new AppError('CONSENT_REQUIRED');
      const image = await cleanUpload(file);
      if (await deps.photos.findByKey(key)) {
        throw new AppError('CONFLICT', {
          issues: [{ field: 'name', message: '同名图片已存在，请重新拍摄' }],
        });
      }
      await deps.store.put(key, image.data);
      await deps.photos.insert({
        customerId: customer.id,
        storageKey: key,
        bytes: image.data.length,
        width: image.width,
        height: image.height,
        sha256: createHash('sha256').update(image.data).digest('hex'),
        uploadedBy: actor.id,
      });
      await deps.audit.record({
        action: 'photo.uploaded',
        actorId: actor.id,
        ip: context.ip,
        target: { type: 'photo', id: key },
      });
    },

    /** A photo's bytes for staff who may see its customer; every read is audited. */
    async read(actor: Actor, key: string, context: RequestContext): Promise<Buffer> {
      await loadAccessibleCustomer(deps.customers, actor, customerIdOfKey(key));
      const photo = await deps.photos.findByKey(key);
      const data = photo ? await deps.store.get(key) : undefined;
      if (!data) throw new AppError('NOT_FOUND');
      await deps.audit.record({
        action: 'photo.read',
        actorId: actor.id,
        ip: context.ip,
        target: { type: 'photo', id: key },
      });
      return data;
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
