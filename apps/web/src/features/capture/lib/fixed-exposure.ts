/**
 * Issue 18 #2: a colour reading is only comparable between photos when the camera does not
 * re-adjust exposure and white balance to each scene (dark skin would be brightened, a red
 * cheek neutralised). Where the camera lets us (MediaTrackCapabilities `exposureMode` /
 * `whiteBalanceMode` include 'manual'), both are fixed at the values the camera has settled on;
 * otherwise the capture screens say that the camera keeps adjusting itself.
 */

/** Image-capture constraints Chrome supports beyond the DOM typings (W3C mediacapture-image). */
interface ImageCaptureValues {
  exposureMode?: string;
  exposureTime?: number;
  whiteBalanceMode?: string;
  colorTemperature?: number;
}
type ImageCaptureCapabilities = { exposureMode?: string[]; whiteBalanceMode?: string[] };

const APPLY_TIMEOUT_MS = 1500;

/** 'fixed': both held; 'partly': one of them; 'unsupported': the camera adjusts itself. */
export type ExposureControl = 'fixed' | 'partly' | 'unsupported';

export async function fixExposureAndWhiteBalance(
  track: MediaStreamTrack,
): Promise<ExposureControl> {
  const capabilities = (track.getCapabilities?.() ?? {}) as ImageCaptureCapabilities;
  const settings = (track.getSettings?.() ?? {}) as ImageCaptureValues;
  const wanted: ImageCaptureValues = {};
  if (capabilities.exposureMode?.includes('manual')) {
    wanted.exposureMode = 'manual';
    if (settings.exposureTime !== undefined) wanted.exposureTime = settings.exposureTime;
  }
  if (capabilities.whiteBalanceMode?.includes('manual')) {
    wanted.whiteBalanceMode = 'manual';
    if (settings.colorTemperature !== undefined)
      wanted.colorTemperature = settings.colorTemperature;
  }
  const fixed = [wanted.exposureMode, wanted.whiteBalanceMode].filter(Boolean).length;
  if (fixed === 0) return 'unsupported';
  try {
    await Promise.race([
      track.applyConstraints({ advanced: [wanted as MediaTrackConstraintSet] }),
      // The preview waits for this: a driver that never answers must not keep it dark.
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), APPLY_TIMEOUT_MS)),
    ]);
  } catch {
    // A camera that lists 'manual' yet refuses it keeps adjusting itself: say so.
    return 'unsupported';
  }
  return fixed === 2 ? 'fixed' : 'partly';
}
