import type { DeviceCalibration } from '@skinscope/analysis';
import { calibrationTenantOf, type Actor } from '../../policy';
import type { Repositories } from '../../repositories';
import type { CalibrationRow } from '../../repositories/calibrations.repository';

/** The calibration an analysis applies: its stored row and the engine's form of it. */
export interface DeviceInUse {
  row: CalibrationRow;
  calibration: DeviceCalibration;
}

/** Who asks for an analysis, and which camera took the photos (none: a file upload). */
export interface AnalysisDevice {
  actor: Actor;
  deviceLabel: string | undefined;
}

/**
 * The current calibration of the camera that took a pair, in the company of the person who
 * asks for the analysis (DECISIONS "Microscope calibration"). No label (a file upload) or an
 * uncalibrated device: none, and the engine reports the colour as 未校准.
 */
export function createDeviceCalibrationLookup(
  calibrations: Pick<Repositories['calibrations'], 'current'>,
) {
  return async ({ actor, deviceLabel }: AnalysisDevice): Promise<DeviceInUse | null> => {
    if (!deviceLabel) return null;
    const row = await calibrations.current(calibrationTenantOf(actor), deviceLabel);
    return row ? { row, calibration: row.calibration as unknown as DeviceCalibration } : null;
  };
}

export type DeviceCalibrationLookup = ReturnType<typeof createDeviceCalibrationLookup>;
