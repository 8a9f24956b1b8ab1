import { CameraSettingsSchema, type CameraSettings } from '@skinscope/contracts';

/**
 * Issue 18 #2: a colour reading is only comparable between photos when the camera does not
 * re-adjust exposure and white balance to each scene (dark skin would be brightened, a red
 * cheek neutralised). Where the camera lets us (MediaTrackCapabilities `exposureMode` /
 * `whiteBalanceMode` include 'manual'), both are fixed at the values the camera has settled on;
 * otherwise the capture screens say that the camera keeps adjusting itself. Issue 31 #3: what
 * the camera then reports is kept with every photo, so that a calibration names a skin tone only
 * for photos taken as its card was.
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

const SETTING_KEYS = Object.keys(CameraSettingsSchema.shape) as (keyof CameraSettings)[];

/**
 * The camera's exposure and white balance as its track reports them (the one place they are
 * read): each value the contract accepts; what the camera does not report, or reports out of
 * any camera's range, is left out (a mode left out reads as a camera that adjusts itself).
 */
function trackSettings(track: MediaStreamTrack): CameraSettings {
  const reported = (track.getSettings?.() ?? {}) as Record<string, unknown>;
  const settings: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    const value = CameraSettingsSchema.shape[key].safeParse(reported[key]);
    if (value.success && value.data !== undefined) settings[key] = value.data;
  }
  return settings as CameraSettings;
}

/** Holds what can be held; answers how much was. */
async function fix(track: MediaStreamTrack): Promise<ExposureControl> {
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

/**
 * Fixes exposure and white balance where the camera allows it, then reads what the camera
 * reports it uses (`trackSettings`): the photos of this stream carry those settings.
 */
export async function fixExposureAndWhiteBalance(
  track: MediaStreamTrack,
): Promise<{ control: ExposureControl; settings: CameraSettings }> {
  const control = await fix(track);
  return { control, settings: trackSettings(track) };
}
