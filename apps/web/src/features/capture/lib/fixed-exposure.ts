import { CameraSettingsSchema, type CameraSettings } from '@skinscope/contracts';
import { cameraSettingsMatch } from '@skinscope/domain';

/**
 * Issue 18 #2: a colour reading is only comparable between photos when the camera does not
 * re-adjust exposure and white balance to each scene (dark skin would be brightened, a red
 * cheek neutralised). Where the camera lets us (MediaTrackCapabilities `exposureMode` /
 * `whiteBalanceMode` include 'manual'), both are fixed at the values the camera has settled on;
 * otherwise the capture screens say that the camera keeps adjusting itself. Issue 31 #3: what
 * the camera then reports is kept with every photo, so that a calibration names a skin tone only
 * for photos taken as its card was; and a device calibrated at fixed values is held at exactly
 * those, so that a camera restarted since (a new consultation, the next part) still matches.
 */

/** Image-capture constraints Chrome supports beyond the DOM typings (W3C mediacapture-image). */
interface ImageCaptureValues {
  exposureMode?: string;
  exposureTime?: number;
  whiteBalanceMode?: string;
  colorTemperature?: number;
}
/** What a camera offers (`getCapabilities`): its modes and each value's range. */
interface Range {
  min?: number;
  max?: number;
}
interface ImageCaptureCapabilities {
  exposureMode?: string[];
  whiteBalanceMode?: string[];
  exposureTime?: Range;
  colorTemperature?: Range;
}

const APPLY_TIMEOUT_MS = 1500;

/** 'fixed': both held; 'partly': one of them; 'unsupported': the camera adjusts itself. */
export type ExposureControl = 'fixed' | 'partly' | 'unsupported';

/**
 * How the camera stands to its device's calibration (issue 31 #3), said on the capture screen:
 * 'applied', it runs at the calibration's exposure and white balance (its photos may name a
 * tone); 'unmatched', it could not be held at them; 'calibrated-auto', the calibration's card
 * was taken with the camera adjusting itself, so no setting matches it.
 */
export type CalibrationMatch = 'applied' | 'unmatched' | 'calibrated-auto';

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

/** Asks the camera for `wanted`; false when it refuses or does not answer in time. */
async function hold(track: MediaStreamTrack, wanted: ImageCaptureValues): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      track.applyConstraints({ advanced: [wanted as MediaTrackConstraintSet] }),
      // The preview waits for this: a driver that never answers must not keep it dark.
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), APPLY_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const within = (value: number | undefined, range: Range | undefined): value is number =>
  value !== undefined &&
  range?.min !== undefined &&
  range.max !== undefined &&
  value >= range.min &&
  value <= range.max;

/**
 * The calibration's exposure and white balance as constraints, when this camera can be held at
 * exactly them: the card was taken with both fixed, the camera offers 'manual' for both and
 * each value lies within what it offers. Otherwise null.
 */
function calibrationValues(
  capabilities: ImageCaptureCapabilities,
  calibration: CameraSettings | null,
): ImageCaptureValues | null {
  if (calibration?.exposureMode !== 'manual' || calibration.whiteBalanceMode !== 'manual')
    return null;
  const { exposureTime, colorTemperature } = calibration;
  const manual = (modes: string[] | undefined) => modes?.includes('manual') === true;
  if (!manual(capabilities.exposureMode) || !manual(capabilities.whiteBalanceMode)) return null;
  if (!within(exposureTime, capabilities.exposureTime)) return null;
  if (!within(colorTemperature, capabilities.colorTemperature)) return null;
  return { exposureMode: 'manual', exposureTime, whiteBalanceMode: 'manual', colorTemperature };
}

/** Holds what can be held; answers how much was. */
async function fix(
  track: MediaStreamTrack,
  calibration: CameraSettings | null,
): Promise<ExposureControl> {
  const capabilities = (track.getCapabilities?.() ?? {}) as ImageCaptureCapabilities;
  const calibrated = calibrationValues(capabilities, calibration);
  if (calibrated && (await hold(track, calibrated))) return 'fixed';
  // No calibration to follow, or the camera would not take its values: hold what it settled on.
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
  // A camera that lists 'manual' yet refuses it keeps adjusting itself: say so.
  if (!(await hold(track, wanted))) return 'unsupported';
  return fixed === 2 ? 'fixed' : 'partly';
}

/** Whether the camera now runs as the calibration's card was taken; null without settings. */
function matchOf(calibration: CameraSettings | null, settings: CameraSettings) {
  if (calibration === null) return null;
  if (calibration.exposureMode !== 'manual' || calibration.whiteBalanceMode !== 'manual')
    return 'calibrated-auto';
  // What the camera reports, by the rule the server names a tone by: a driver that rounds the
  // values it was given still matches, one that ignored them does not.
  return cameraSettingsMatch(calibration, settings) ? 'applied' : 'unmatched';
}

/**
 * Fixes exposure and white balance where the camera allows it, at the device calibration's
 * values (`calibration`, its card's settings) when the camera can take them, else at what it
 * settled on; then reads what the camera reports it uses (`trackSettings`): the photos of this
 * stream carry those settings, and `calibration` says whether they match the calibration's.
 */
export async function fixExposureAndWhiteBalance(
  track: MediaStreamTrack,
  calibration: CameraSettings | null = null,
): Promise<{
  control: ExposureControl;
  settings: CameraSettings;
  calibration: CalibrationMatch | null;
}> {
  const control = await fix(track, calibration);
  const settings = trackSettings(track);
  return { control, settings, calibration: matchOf(calibration, settings) };
}
