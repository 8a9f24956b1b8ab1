import type { CameraSettings } from '@skinscope/contracts';

/** A photo as the capture screens keep it: how it was taken and, from the camera, by which one. */
interface TakenPhoto {
  type?: string | undefined;
  source?: 'camera' | 'upload' | undefined;
  deviceLabel?: string | undefined;
  cameraSettings?: CameraSettings | undefined;
}

/**
 * The camera whose calibration applies to these photos' analysis (issue 18 #2): only when every
 * one of them was taken by the same camera on this screen. A chosen file, or photos from two
 * cameras, has no single device: the analysis then runs uncalibrated and says so (未校准).
 */
export function deviceLabelOf(photos: readonly (TakenPhoto | undefined)[]): string | undefined {
  const taken = photos.filter((photo): photo is TakenPhoto => photo !== undefined);
  const labels = new Set(
    taken.map((photo) => (photo.source === 'camera' ? photo.deviceLabel : '')),
  );
  const [label] = labels;
  return labels.size === 1 && label ? label : undefined;
}

/** One spelling per settings, whatever the order its fields were written in. */
const settingsText = (settings: CameraSettings) =>
  JSON.stringify(settings, [
    'exposureMode',
    'exposureTime',
    'whiteBalanceMode',
    'colorTemperature',
  ]);

/**
 * The camera settings these photos' analysis compares with the device's calibration (issue 31
 * #3): those of the polarised photos, which the skin tone is read from, when every one of them
 * was taken by the camera with the same settings. A chosen file, or settings that changed
 * between them (the camera restarted): none, and a calibration that stored its own names no tone.
 */
export function cameraSettingsOf(
  photos: readonly (TakenPhoto | undefined)[],
): CameraSettings | undefined {
  const colour = photos.filter((photo) => photo?.type === 'lighting');
  const settings = colour.map((photo) =>
    photo?.source === 'camera' ? photo.cameraSettings : undefined,
  );
  const [first] = settings;
  if (!first || settings.some((each) => !each || settingsText(each) !== settingsText(first)))
    return undefined;
  return first;
}
