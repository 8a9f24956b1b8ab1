import {
  OVERLAY_FILENAME_PATTERN,
  photoKeyText,
  type DetectDimension,
  type DetectRequest,
  type DetectResult,
} from '@skinscope/contracts';
import { isColourCalibrated } from '@skinscope/domain';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import type { AnalysisRunner } from '../../infra/analysis-runner';
import type { ImageStore } from '../../infra/image-store';
import {
  canReadDetection,
  canReadPhoto,
  requireCanCheck,
  requireVisible,
  type Actor,
} from '../../policy';
import type { Repositories } from '../../repositories';
import { appliedCalibrationOf } from '../calibration/calibration-view';
import type { DeviceCalibrationLookup } from '../calibration/device-calibration-lookup';
import type { CustomerAccess } from '../customers/customer-access';
import { storeAnalysis } from './detection-store';
import { dimensionsOf, repeatabilityOf } from './detection-view';
import { overlayImage } from './overlay-image';
import type { DetectionRow } from '../../repositories/detections.repository';
import { photoKeyOfDetectUrl, sameOwner, type DetectablePhotoKey } from './photo-urls';

export interface DetectDeps {
  access: CustomerAccess;
  photos: Pick<Repositories['photos'], 'findByKey'>;
  detections: Pick<Repositories['detections'], 'save' | 'findById'>;
  store: ImageStore;
  analysis: Pick<AnalysisRunner, 'analyze' | 'renderOverlay'>;
  audit: Repositories['audit'];
  /** The current calibration of the device that took a pair (issue 18 #2). */
  deviceCalibration: DeviceCalibrationLookup;
}

/** Detection on demand (spec §7) and the marked images of every detection. */
export function createDetectService(deps: DetectDeps) {
  /** The photo a key names, for an actor allowed to see it; 404 otherwise. */
  async function readAccessiblePhoto(actor: Actor, key: DetectablePhotoKey): Promise<Buffer> {
    const customer = key.kind === 'img' ? await deps.access.facts(actor, key.customerId) : null;
    requireVisible(canReadPhoto(actor, key, customer));
    const data = await deps.store.get(photoKeyText(key));
    if (!data) throw new AppError('NOT_FOUND');
    return data;
  }

  async function loadAccessibleDetection(actor: Actor, id: number): Promise<DetectionRow> {
    const row = await deps.detections.findById(id);
    if (!row) throw new AppError('NOT_FOUND');
    const customer =
      row.customerId === null ? null : await deps.access.facts(actor, row.customerId);
    requireVisible(
      (row.customerId === null || customer !== null) &&
        canReadDetection(actor, { userId: row.userId, customer }),
    );
    return row;
  }

  return {
    /** Spec §7 `POST /api/picture/detect`: the pair's analysis as the JSON string of spec §3. */
    async detect(
      actor: Actor,
      body: DetectRequest,
      host: string | undefined,
      context: RequestContext,
    ): Promise<string> {
      requireCanCheck(actor);
      const normalKey = photoKeyOfDetectUrl(body.normalImage, host, 'normalImage');
      const polarisedKey = photoKeyOfDetectUrl(body.lightImage, host, 'lightImage');
      if (!sameOwner(normalKey, polarisedKey)) {
        throw new AppError('VALIDATION_FAILED', {
          issues: [{ field: 'lightImage', message: '两张照片须属于同一位顾客' }],
        });
      }
      const normal = await readAccessiblePhoto(actor, normalKey);
      const polarised = await readAccessiblePhoto(actor, polarisedKey);
      const customerId = normalKey.kind === 'img' ? normalKey.customerId : null;
      const linked =
        customerId === null ? undefined : await deps.photos.findByKey(photoKeyText(normalKey));
      const device = await deps.deviceCalibration({
        actor,
        deviceLabel: body.deviceLabel,
        cameraSettings: body.cameraSettings,
      });
      const analysis = await deps.analysis.analyze(normal, polarised, device?.calibration);
      const row = await storeAnalysis(
        deps,
        analysis,
        {
          customerId,
          recordId: linked?.recordId ?? null,
          part: linked?.part ?? null,
          position: linked?.position ?? null,
          userId: actor.id,
          normalKey: photoKeyText(normalKey),
          polarisedKey: photoKeyText(polarisedKey),
        },
        device,
      );
      await deps.audit.record({
        action: 'detection.created',
        actorId: actor.id,
        ip: context.ip,
        target: { type: 'detection', id: row.id },
        details: { ok: analysis.result.quality.ok },
      });
      const dimensions = dimensionsOf(row);
      if (!dimensions) {
        throw new AppError('PHOTO_QUALITY', { reasons: analysis.result.quality.reasons });
      }
      const repeatability = repeatabilityOf(row);
      const response: DetectResult = {
        detectionId: row.id,
        ...dimensions,
        quality: analysis.result.quality,
        version: analysis.result.version,
        ...(repeatability && { repeatability }),
        // As every later read says it (the one rule): a tone withheld reads as uncalibrated.
        colorCalibrated: isColourCalibrated(row.calibrationId, dimensions.color),
        calibration: device ? appliedCalibrationOf(device.row) : null,
      };
      return JSON.stringify(response);
    },

    /** `GET /fileSvr/get/{filename}`: the photo with one dimension marked (overlay-image.ts). */
    async overlay(actor: Actor, filename: string, context: RequestContext): Promise<Buffer> {
      const match = OVERLAY_FILENAME_PATTERN.exec(filename);
      if (!match) throw new AppError('NOT_FOUND');
      const dimension = match[2] as DetectDimension;
      const row = await loadAccessibleDetection(actor, Number(match[1]));
      if (!row.result) throw new AppError('NOT_FOUND');
      if (row.customerId !== null) {
        await deps.audit.record({
          action: 'detection.read',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'detection', id: row.id },
          details: { dimension },
        });
      }
      return overlayImage(deps, row, dimension);
    },
  };
}

export type DetectService = ReturnType<typeof createDetectService>;
