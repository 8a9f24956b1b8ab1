/** A photo as the capture screens keep it: how it was taken and, from the camera, by which one. */
interface TakenPhoto {
  source?: 'camera' | 'upload' | undefined;
  deviceLabel?: string | undefined;
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
