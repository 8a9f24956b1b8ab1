import type { DeviceCalibration } from '@skinscope/analysis';
import type { CameraSettings, QualityReason } from '@skinscope/contracts';
import { toneWithheldReason } from '@skinscope/domain';
import { calibrationTenantOf, type Actor } from '../../policy';
import type { Repositories } from '../../repositories';
import type { CalibrationRow } from '../../repositories/calibrations.repository';

/** The calibration an analysis applies: its stored row and the engine's form of it. */
export interface DeviceInUse {
  row: CalibrationRow;
  calibration: DeviceCalibration;
  /**
   * Why the analysis must name no skin tone although it applies the calibration (issue 31 #3:
   * the photos were not taken with the calibration's exposure and white balance), or null.
   */
  toneWithheld: QualityReason | null;
}

/** Who asks for an analysis, and which camera took the photos (none: a file upload). */
export interface AnalysisDevice {
  actor: Actor;
  deviceLabel: string | undefined;
  /** The camera's exposure and white balance when it took them, as the client read them. */
  cameraSettings?: CameraSettings | undefined;
}

/**
 * A calibration as an analysis of photos taken with `cameraSettings` applies it: everything is
 * corrected through it, and whether the colour may name a tone follows the one rule
 * (packages/domain colour-calibration.ts) from the settings stored with it.
 */
export function deviceInUse(
  row: CalibrationRow,
  cameraSettings: CameraSettings | null | undefined,
): DeviceInUse {
  return {
    row,
    calibration: row.calibration as unknown as DeviceCalibration,
    toneWithheld: toneWithheldReason(row.cameraSettings, cameraSettings),
  };
}

/**
 * The current calibration of the camera that took a pair, in the company of the person who
 * asks for the analysis (DECISIONS "Microscope calibration"). No label (a file upload) or an
 * uncalibrated device: none, and the engine reports the colour as 未校准.
 */
export function createDeviceCalibrationLookup(
  calibrations: Pick<Repositories['calibrations'], 'current'>,
) {
  return async ({
    actor,
    deviceLabel,
    cameraSettings,
  }: AnalysisDevice): Promise<DeviceInUse | null> => {
    if (!deviceLabel) return null;
    const row = await calibrations.current(calibrationTenantOf(actor), deviceLabel);
    return row ? deviceInUse(row, cameraSettings) : null;
  };
}
export type DeviceCalibrationLookup = ReturnType<typeof createDeviceCalibrationLookup>;
