import type { BandInUse, DetectDimension, PartDetection } from '@skinscope/contracts';
import {
  bandInUse,
  DEVICE_BAND_WINDOW_DAYS,
  deviceFigures,
  type RepeatabilityFigures,
} from '@skinscope/domain';
import type { Repositories } from '../../repositories';
import type { CompanyDevice } from '../../repositories/retest-pairs.repository';
import { pairScoresOf } from './retest-view';

export interface MeasurementBandsDeps {
  retestPairs: Pick<Repositories['retestPairs'], 'scoresOf'>;
  calibrations: Pick<Repositories['calibrations'], 'findById'>;
  now: () => Date;
}

/** Per dimension with an engine band: the band its verdicts use and where it comes from. */
export type BandsInUse = Partial<Record<DetectDimension, BandInUse>>;

type DeviceFigures = Record<DetectDimension, RepeatabilityFigures>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 32 #3: the band each measurement is judged with, the one place the progress page and
 * the customer's report ask. A measurement's device is the one its calibration was made for
 * (the detection keeps the calibration, not the camera label), in that calibration's company;
 * an uncalibrated measurement (a file upload, a device never calibrated) keeps the engine's band
 * (引擎估计). A device's pairs count against the engine version that measured the visit, over
 * the last 90 days, as its card counts them (retest.service.ts `card`).
 *
 * One reader per request: each device's pairs are read and counted once however many visits a
 * page shows.
 */
export function measurementBandsReader(deps: MeasurementBandsDeps) {
  const devices = new Map<number, Promise<CompanyDevice | null>>();
  const figures = new Map<string, Promise<DeviceFigures>>();
  const since = new Date(deps.now().getTime() - DEVICE_BAND_WINDOW_DAYS * DAY_MS);

  function deviceOf(calibrationId: number): Promise<CompanyDevice | null> {
    let device = devices.get(calibrationId);
    if (!device) {
      device = deps.calibrations
        .findById(calibrationId)
        .then((row) =>
          row ? { scope: row.scope, ownerId: row.ownerId, deviceLabel: row.deviceLabel } : null,
        );
      devices.set(calibrationId, device);
    }
    return device;
  }

  function figuresOf(device: CompanyDevice, engineVersion: string): Promise<DeviceFigures> {
    const key = JSON.stringify([device.scope, device.ownerId, device.deviceLabel, engineVersion]);
    let found = figures.get(key);
    if (!found) {
      found = deps.retestPairs
        .scoresOf(device, engineVersion, since)
        .then((rows) => deviceFigures(rows.map(pairScoresOf)));
      figures.set(key, found);
    }
    return found;
  }

  /** The bands of one analysis; none for a part not measured (nothing is judged there). */
  return async function bandsInUse(detection: PartDetection): Promise<BandsInUse | undefined> {
    if (detection.status !== 'done' || !detection.repeatability) return undefined;
    const device =
      detection.deviceCalibrationId === null ? null : await deviceOf(detection.deviceCalibrationId);
    const measured = device ? await figuresOf(device, detection.version.engine) : null;
    return Object.fromEntries(
      Object.entries(detection.repeatability).map(([dimension, engineBand]) => [
        dimension,
        measured
          ? bandInUse(engineBand, measured[dimension as DetectDimension])
          : { band: engineBand, source: 'engine' },
      ]),
    );
  };
}

export type MeasurementBandsReader = ReturnType<typeof measurementBandsReader>;

/** A visit's parts, each with the bands its verdicts use. */
export function withBandsInUse<Part extends { detection: PartDetection }>(
  bandsOf: MeasurementBandsReader,
  parts: readonly Part[],
): Promise<Array<Part & { bandsInUse: BandsInUse | undefined }>> {
  return Promise.all(
    parts.map(async (part) => ({ ...part, bandsInUse: await bandsOf(part.detection) })),
  );
}
