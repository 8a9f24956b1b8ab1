import type { AppliedCalibration, Calibration, CalibrationReport } from '@skinscope/contracts';
import type {
  CalibrationRow,
  CalibrationWithAuthor,
} from '../../repositories/calibrations.repository';

/** The engine's fit report as stored (CardCalibrationReport of an accepted fit). */
type StoredReport = Record<'normal' | 'polarised', CalibrationReport['normal']>;

/** The figures of each light the screen shows; the stored report keeps the rest. */
function reportView(report: StoredReport): CalibrationReport {
  const light = ({ vignettingPercent, exposureGain, gains }: CalibrationReport['normal']) => ({
    vignettingPercent,
    exposureGain,
    gains,
  });
  return { normal: light(report.normal), polarised: light(report.polarised) };
}

/** A stored calibration as the calibration screen lists it. */
export function toCalibrationView(row: CalibrationWithAuthor): Calibration {
  return {
    id: row.id,
    deviceLabel: row.deviceLabel,
    name: row.name,
    storeId: row.storeId,
    version: row.version,
    current: row.supersededAt === null,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    report: reportView(row.report as unknown as StoredReport),
    cameraSettings: row.cameraSettings,
  };
}

/** The calibration an analysis used, as its result names it. */
export function appliedCalibrationOf(row: CalibrationRow): AppliedCalibration {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    calibratedAt: row.createdAt.toISOString(),
  };
}
