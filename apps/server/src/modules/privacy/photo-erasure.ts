import type { AuditAction } from '@skinscope/contracts';
import type { ImageStore } from '../../infra/image-store';
import type { Repositories, Transact } from '../../repositories';
import { detectionFolder } from '../detect/detection-view';

/** What deleting one customer's photos and analyses removed (counts only: no personal data). */
export interface PhotoErasure {
  photos: number;
  analyses: number;
  analysisJobs: number;
  retestPairs: number;
  /** Image-store objects removed: her photo folder, her analyses' masks, her pairs' photos. */
  objects: number;
  /** The audit row written with the deletion. */
  auditId: number;
}

/** Who the audit row names: a staff member from an address, or nobody (the retention job). */
export interface PhotoErasureAudit {
  action: Extract<AuditAction, 'customer.photos_deleted' | 'retention.erased'>;
  actorId: number | null;
  ip?: string | undefined;
  /** More counts for the row (the retention job's run). */
  details?: Record<string, number>;
}

/**
 * Removes a customer's stored photo objects: her `img/{id}` folder, her detections' folders
 * (masks and marked images) and her test-retest pairs' photos. Resolves to the objects removed.
 */
export async function removeStoredPhotos(
  store: ImageStore,
  customerId: number,
  detectionIds: readonly number[],
  retestKeys: readonly string[],
): Promise<number> {
  let objects = await store.removeFolder(`img/${customerId}`);
  for (const id of detectionIds) objects += await store.removeFolder(detectionFolder(id));
  for (const key of retestKeys) {
    await store.remove(key);
    objects += 1;
  }
  return objects;
}

/**
 * The one path that deletes a customer's photos and analyses while keeping her and her visits
 * (issue 34 #2): staff's erasure of her photos (`privacy.erasePhotos`) and the retention job
 * both call it. The rows and the audit row commit together; the objects go after the commit, so
 * that should a removal fail, nothing points at the leftover objects any more. `stillDue`, run
 * first in the transaction, lets a caller re-check its reason there (the retention job locks
 * the customer and checks she is still expired): when it answers false nothing is deleted and
 * the answer is null.
 */
export function createPhotoEraser(deps: { transact: Transact; store: ImageStore }) {
  return async function erasePhotosOf(
    customerId: number,
    audit: PhotoErasureAudit,
    stillDue?: (repos: Repositories) => Promise<boolean>,
  ): Promise<PhotoErasure | null> {
    const deleted = await deps.transact(async (repos) => {
      if (stillDue && !(await stillDue(repos))) return null;
      const rows = await repos.privacy.deletePhotosOf(customerId);
      const auditId = await repos.audit.record({
        action: audit.action,
        actorId: audit.actorId,
        ip: audit.ip,
        target: { type: 'customer', id: customerId },
        details: {
          ...audit.details,
          photos: rows.photos,
          analyses: rows.detectionIds.length,
          analysisJobs: rows.analysisJobs,
          retestPairs: rows.retestPairs,
        },
      });
      return { ...rows, auditId };
    });
    if (!deleted) return null;
    const objects = await removeStoredPhotos(
      deps.store,
      customerId,
      deleted.detectionIds,
      deleted.retestKeys,
    );
    return {
      photos: deleted.photos,
      analyses: deleted.detectionIds.length,
      analysisJobs: deleted.analysisJobs,
      retestPairs: deleted.retestPairs,
      objects,
      auditId: deleted.auditId,
    };
  };
}
