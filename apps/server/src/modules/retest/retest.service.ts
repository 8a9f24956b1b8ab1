import { randomUUID } from 'node:crypto';
import { CALIBRATION, ENGINE_VERSION } from '@skinscope/analysis';
import {
  isRetestConsentVersion,
  RETEST_FILES,
  type DeviceRepeatability,
  type RetestCreateFields,
  type RetestPair,
  type RetestDevice,
  type RetestPhoto,
  type RetestReminder,
} from '@skinscope/contracts';
import { DEVICE_BAND_WINDOW_DAYS, deviceRepeatability } from '@skinscope/domain';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import type { AnalysisRunner } from '../../infra/analysis-runner';
import { cleanUpload } from '../../infra/image-codec';
import type { ImageStore } from '../../infra/image-store';
import {
  canManageRetestPair,
  canNameRetestCustomer,
  canReadRetestPairs,
  canReadRetestReminders,
  requireAllowed,
  requireCanCheck,
  requireVisible,
  tenantOf,
  type Actor,
} from '../../policy';
import type { Repositories, Transact } from '../../repositories';
import type { RetestPairRow } from '../../repositories/retest-pairs.repository';
import type {
  DeviceInUse,
  DeviceCalibrationLookup,
} from '../calibration/device-calibration-lookup';
import type { CustomerAccess } from '../customers/customer-access';
import { detectionFindings } from '../detect/detection-store';
import { consentTextHash } from './retest-consent';
import {
  pairScoresOf,
  toDeviceRepeatabilityView,
  toRetestDevices,
  toRetestPairView,
  toRetestReminders,
} from './retest-view';

export interface RetestDeps {
  access: CustomerAccess;
  retestPairs: Repositories['retestPairs'];
  calibrations: Pick<Repositories['calibrations'], 'listByCompany'>;
  deviceCalibration: DeviceCalibrationLookup;
  analysis: Pick<AnalysisRunner, 'analyze'>;
  store: ImageStore;
  audit: Repositories['audit'];
  transact: Transact;
  now: () => Date;
}

const MISSING_PHOTO: Record<RetestPhoto, string> = {
  testNormal: '请拍摄第一次的正常光照片',
  testPolarised: '请拍摄第一次的偏振光照片',
  retestNormal: '请移开显微镜再放回后，拍摄第二次的正常光照片',
  retestPolarised: '请移开显微镜再放回后，拍摄第二次的偏振光照片',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a pair's four photos are stored: a random folder, so no name or id is in the path. */
const photoKeysIn = (folder: string) =>
  Object.fromEntries(RETEST_FILES.map((photo) => [photo, `${folder}/${photo}.jpg`])) as Record<
    RetestPhoto,
    string
  >;

function photoKeyOf(row: RetestPairRow, photo: RetestPhoto): string {
  const keys: Record<RetestPhoto, string> = {
    testNormal: row.testNormalKey,
    testPolarised: row.testPolarisedKey,
    retestNormal: row.retestNormalKey,
    retestPolarised: row.retestPolarisedKey,
  };
  return keys[photo];
}

/**
 * Test-retest pairs (issue 32): captured and analysed like a check's pair (the same decoder,
 * the same runner and device calibration), kept with their device, and counted into the
 * device's repeatability card.
 */
export function createRetestService(deps: RetestDeps) {
  /** The customer the pair names, only with her consent to this purpose. */
  async function consentingCustomer(actor: Actor, fields: RetestCreateFields) {
    if (fields.customerId === undefined) return null;
    const customer = await deps.access.facts(actor, fields.customerId);
    requireVisible(canNameRetestCustomer(actor, customer));
    const version = fields.consentVersion;
    if (!version || !isRetestConsentVersion(version)) throw new AppError('RETEST_CONSENT_REQUIRED');
    return {
      customerId: fields.customerId,
      consentVersion: version,
      consentTextHash: consentTextHash(version),
    };
  }

  async function analyse(normal: Buffer, polarised: Buffer, device: DeviceInUse | null) {
    const analysis = await deps.analysis.analyze(normal, polarised, device?.calibration);
    const { result, quality, version } = detectionFindings(
      analysis.result,
      device?.toneWithheld ?? null,
    );
    return { result, quality, version };
  }

  /** Where a card's window starts: pairs taken since count. */
  const windowStart = () => new Date(deps.now().getTime() - DEVICE_BAND_WINDOW_DAYS * DAY_MS);

  async function companyDevices(actor: Actor): Promise<RetestDevice[]> {
    const company = tenantOf(actor);
    const [pairs, calibrations] = await Promise.all([
      deps.retestPairs.devicesOf(company),
      deps.calibrations.listByCompany(company),
    ]);
    return toRetestDevices(pairs, calibrations);
  }

  async function loadManaged(actor: Actor, id: number): Promise<RetestPairRow> {
    const row = await deps.retestPairs.findById(id);
    requireVisible(row !== undefined && canManageRetestPair(actor, row));
    return row!;
  }

  return {
    async create(
      actor: Actor,
      fields: RetestCreateFields,
      files: Partial<Record<RetestPhoto, Buffer>>,
      context: RequestContext,
    ): Promise<RetestPair> {
      requireCanCheck(actor);
      const missing = RETEST_FILES.filter((photo) => !files[photo]);
      if (missing.length > 0) {
        throw new AppError('VALIDATION_FAILED', {
          issues: missing.map((field) => ({ field, message: MISSING_PHOTO[field] })),
        });
      }
      const consent = await consentingCustomer(actor, fields);
      const photos = await Promise.all(RETEST_FILES.map((photo) => cleanUpload(files[photo]!)));
      const [testNormal, testPolarised, retestNormal, retestPolarised] = photos.map((p) => p.data);
      const device = await deps.deviceCalibration({
        actor,
        deviceLabel: fields.deviceLabel,
        cameraSettings: fields.cameraSettings,
      });
      // One after the other: the pool is shared with the visits' analyses.
      const test = await analyse(testNormal!, testPolarised!, device);
      const retest = await analyse(retestNormal!, retestPolarised!, device);
      const keys = photoKeysIn(`retest/${randomUUID()}`);
      await Promise.all(
        RETEST_FILES.map((photo, i) => deps.store.put(keys[photo], photos[i]!.data)),
      );
      const row = await deps.transact(async ({ retestPairs, audit }) => {
        const saved = await retestPairs.insert({
          ...tenantOf(actor),
          storeId: device?.row.storeId ?? actor.storeId,
          deviceLabel: fields.deviceLabel,
          calibrationId: device?.row.id ?? null,
          part: fields.part,
          userId: actor.id,
          customerId: consent?.customerId ?? null,
          consentVersion: consent?.consentVersion ?? null,
          consentTextHash: consent?.consentTextHash ?? null,
          testNormalKey: keys.testNormal,
          testPolarisedKey: keys.testPolarised,
          retestNormalKey: keys.retestNormal,
          retestPolarisedKey: keys.retestPolarised,
          test,
          retest,
          testAccepted: test.quality.ok,
          retestAccepted: retest.quality.ok,
          engineVersion: test.version.engine,
          createdAt: deps.now(),
        });
        await audit.record({
          action: 'retest.created',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'retest-pair', id: saved.id },
          details: { accepted: saved.testAccepted && saved.retestAccepted },
        });
        return saved;
      });
      return toRetestPairView({ ...row, userName: actor.name });
    },

    async list(actor: Actor, deviceLabel: string): Promise<RetestPair[]> {
      requireAllowed(canReadRetestPairs(actor));
      const rows = await deps.retestPairs.listByDevice({ ...tenantOf(actor), deviceLabel });
      return rows.map(toRetestPairView);
    },

    /** Deletes a pair and its photos; the device's card counts without it from now on. */
    async delete(actor: Actor, id: number, context: RequestContext): Promise<void> {
      const row = await loadManaged(actor, id);
      await deps.transact(async ({ retestPairs, audit }) => {
        await retestPairs.delete(id);
        await audit.record({
          action: 'retest.deleted',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'retest-pair', id },
        });
      });
      await Promise.all(RETEST_FILES.map((photo) => deps.store.remove(photoKeyOf(row, photo))));
    },

    /** One of a pair's photos; every read is audited, as for a customer's photo. */
    async photo(actor: Actor, id: number, photo: RetestPhoto, context: RequestContext) {
      const row = await loadManaged(actor, id);
      const data = await deps.store.get(photoKeyOf(row, photo));
      if (!data) throw new AppError('NOT_FOUND');
      await deps.audit.record({
        action: 'retest.photo_read',
        actorId: actor.id,
        ip: context.ip,
        target: { type: 'retest-pair', id },
        details: { photo },
      });
      return data;
    },

    /** The company's microscopes: those it calibrated and those it took pairs with. */
    async devices(actor: Actor): Promise<RetestDevice[]> {
      requireAllowed(canReadRetestPairs(actor));
      return companyDevices(actor);
    },

    /**
     * The counter overview's reminder: the company's devices in use, each with the accepted
     * pairs its card counts and its newest pair's time (the web decides what is short, with the
     * domain's `retestShortfall`, as the card does).
     */
    async reminders(actor: Actor): Promise<RetestReminder[]> {
      requireAllowed(canReadRetestReminders(actor));
      const since = windowStart();
      const [devices, accepted] = await Promise.all([
        companyDevices(actor),
        deps.retestPairs.acceptedCountsOf(tenantOf(actor), ENGINE_VERSION, since),
      ]);
      return toRetestReminders(devices, accepted, since);
    },

    /**
     * A device's repeatability card: the current engine's pairs of the last 90 days, against
     * the engine's own bands (calibrated ones when the device has a calibration in force).
     */
    async card(actor: Actor, deviceLabel: string): Promise<DeviceRepeatability> {
      requireAllowed(canReadRetestPairs(actor));
      const device = { ...tenantOf(actor), deviceLabel };
      const rows = await deps.retestPairs.scoresOf(device, ENGINE_VERSION, windowStart());
      const calibrated = (await deps.deviceCalibration({ actor, deviceLabel })) !== null;
      const engineBands = CALIBRATION.repeatability[calibrated ? 'calibrated' : 'uncalibrated'];
      const figures = deviceRepeatability(rows.map(pairScoresOf), engineBands);
      return toDeviceRepeatabilityView(deviceLabel, ENGINE_VERSION, figures);
    },
  };
}

export type RetestService = ReturnType<typeof createRetestService>;
