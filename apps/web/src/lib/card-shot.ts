import type { CameraSettings, LightType } from '@skinscope/contracts';

/**
 * A photo taken on the calibration station (the reference card, or skin for a test-retest
 * pair): kept in memory until it is sent.
 */
export interface CardShot {
  blob: Blob;
  /** The camera that took it (MediaDeviceInfo label): the device being calibrated or measured. */
  deviceLabel: string;
  /** Its exposure and white balance then (issue 31 #3): the calibration stores them. */
  cameraSettings: CameraSettings;
}

export type CardShots = Partial<Record<LightType, CardShot>>;

/**
 * The capture feature's microscope preview with one 拍照 per light (its CalibrationStation). The
 * route table hands it to the screens of other features that need it (features do not import
 * each other): the calibration screen and 重复性测量.
 */
export interface CalibrationStationProps {
  shots: CardShots;
  onShot: (light: LightType, shot: CardShot) => void;
  /** What is under the microscope: the reference card, or skin (a test-retest pair). */
  subject: 'card' | 'skin';
}
