import { parseDeviceCalibration } from '@skinscope/analysis';
import type {
  Calibration,
  CalibrationCreateFields,
  CurrentDeviceCalibration,
} from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import type { AnalysisRunner } from '../../infra/analysis-runner';
import { cleanUpload } from '../../infra/image-codec';
import {
  calibrationTenantOf,
  canCalibrateDevices,
  canFileCustomersUnder,
  canManageCalibration,
  canReadDeviceCalibration,
  requireAllowed,
  requireVisible,
  type Actor,
} from '../../policy';
import type { Repositories, Transact } from '../../repositories';
import { appliedCalibrationOf, toCalibrationView } from './calibration-view';
import type { DeviceCalibrationLookup } from './device-calibration-lookup';

export interface CalibrationDeps {
  calibrations: Pick<Repositories['calibrations'], 'listByCompany' | 'findById'>;
  stores: Pick<Repositories['stores'], 'findById'>;
  deviceCalibration: DeviceCalibrationLookup;
  transact: Transact;
  analysis: Pick<AnalysisRunner, 'calibrate'>;
  now: () => Date;
}

/** The card under each light, as the multipart request carried them. */
export interface CardPhotos {
  normal: Buffer | undefined;
  polarised: Buffer | undefined;
}

const missingPhoto = (field: 'normal' | 'polarised') =>
  new AppError('VALIDATION_FAILED', {
    issues: [
      {
        field,
        message: field === 'normal' ? '请拍摄常光下的校准卡照片' : '请拍摄偏振光下的校准卡照片',
      },
    ],
  });

/**
 * Microscope calibration (issue 18 #2): the engine fits the device from a reference-card pair;
 * the fit becomes the device's current calibration, superseding the previous one, which stays
 * for the analyses that used it.
 */
export function createCalibrationService(deps: CalibrationDeps) {
  async function requireStore(actor: Actor, storeId: number | undefined): Promise<void> {
    if (storeId === undefined) return;
    const store = await deps.stores.findById(storeId);
    if (!store || !canFileCustomersUnder(actor, store)) {
      throw new AppError('VALIDATION_FAILED', {
        issues: [{ field: 'storeId', message: '请选择本公司的门店' }],
      });
    }
  }

  return {
    async list(actor: Actor): Promise<Calibration[]> {
      requireAllowed(canCalibrateDevices(actor));
      const rows = await deps.calibrations.listByCompany(calibrationTenantOf(actor));
      return rows.map(toCalibrationView);
    },

    /**
     * The device's current calibration in the caller's company, as its analyses would apply it,
     * for the capture screen's retake hint, with its card's camera settings, at which the capture
     * holds the camera (issue 31 #3). None, or a stored fit the engine no longer accepts (an older
     * format, which analyses treat as none too): null.
     */
    async current(actor: Actor, deviceLabel: string): Promise<CurrentDeviceCalibration | null> {
      requireAllowed(canReadDeviceCalibration(actor));
      const device = await deps.deviceCalibration({ actor, deviceLabel });
      const fit = device && parseDeviceCalibration(device.calibration);
      if (!device || !fit) return null;
      return {
        ...appliedCalibrationOf(device.row),
        fit: { ...fit },
        cameraSettings: device.row.cameraSettings,
      };
    },

    async create(
      actor: Actor,
      fields: CalibrationCreateFields,
      photos: CardPhotos,
      context: RequestContext,
    ): Promise<Calibration> {
      requireAllowed(canCalibrateDevices(actor));
      if (!photos.normal) throw missingPhoto('normal');
      if (!photos.polarised) throw missingPhoto('polarised');
      await requireStore(actor, fields.storeId);
      // The same decoder as every upload (only real JPEG/PNG reach the engine), kept lossless:
      // the card's colour is what is being measured.
      const [normal, polarised] = await Promise.all([
        cleanUpload(photos.normal, 'png'),
        cleanUpload(photos.polarised, 'png'),
      ]);
      const fit = await deps.analysis.calibrate(normal.data, polarised.data);
      if (!fit.ok) throw new AppError('CALIBRATION_REFUSED', { reasons: fit.report.refusals });
      const company = calibrationTenantOf(actor);
      const saved = await deps.transact(async ({ calibrations, audit }) => {
        await calibrations.supersede(company, fields.deviceLabel, deps.now());
        const row = await calibrations.insert({
          ...company,
          deviceLabel: fields.deviceLabel,
          name: fields.name,
          storeId: fields.storeId ?? null,
          version: await calibrations.nextVersion(company, fields.deviceLabel),
          calibration: fit.calibration as unknown as Record<string, unknown>,
          report: fit.report as unknown as Record<string, unknown>,
          // None from an older client: the calibration then keeps naming tones as before.
          cameraSettings: fields.cameraSettings ?? null,
          createdBy: actor.id,
          createdAt: deps.now(),
        });
        await audit.record({
          action: 'calibration.created',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'calibration', id: row.id },
          details: { version: row.version },
        });
        return row;
      });
      return toCalibrationView({ ...saved, createdByName: actor.name });
    },

    /** Retires a calibration: the device's later analyses run uncalibrated. */
    async retire(actor: Actor, id: number, context: RequestContext): Promise<void> {
      const row = await deps.calibrations.findById(id);
      requireVisible(row !== undefined && canManageCalibration(actor, row));
      await deps.transact(async ({ calibrations, audit }) => {
        await calibrations.retire(id, deps.now());
        await audit.record({
          action: 'calibration.retired',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'calibration', id },
        });
      });
    },
  };
}

export type CalibrationService = ReturnType<typeof createCalibrationService>;
