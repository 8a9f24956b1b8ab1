import type { CameraSettings, LightType } from '@skinscope/contracts';

/** A photo as the capture feature's calibration station hands it over (kept in memory). */
export interface CardShot {
  blob: Blob;
  deviceLabel: string;
  cameraSettings: CameraSettings;
}
export type CardShots = Partial<Record<LightType, CardShot>>;
