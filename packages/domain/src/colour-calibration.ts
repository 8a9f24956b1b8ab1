import type { CameraSettings, PublicToneWithheld, QualityReason } from '@skinscope/contracts';

/**
 * Whether an analysis's colour is a measurement (issue 18 #3): only when the device's calibration
 * was applied (`calibrationId`) and the engine named a tone. Analyses from before calibration
 * existed named one regardless, so the tone alone does not tell. The one rule the progress page,
 * the customer's report and the care adjustment read a stored analysis by.
 */
export function isColourCalibrated(
  calibrationId: number | null,
  colour: { result?: string | null } | null | undefined,
): boolean {
  return calibrationId !== null && (colour?.result ?? null) !== null;
}

/**
 * How far a photo's exposure time (as a share of the calibration's) and colour temperature (K)
 * may be from the calibration's before the tone word is withheld (issue 31 #3). Provisional:
 * estimated in CIELAB, not measured through the engine (skin colours L* 30–80, a* 8, b* 12–16,
 * D65). ±5 % exposure moves ITA° by 0.7–3.6° (most near L* 45–62, where ITA is steepest); ±150 K
 * of white balance (the white point moved along the Planckian locus, von Kries in XYZ) by
 * 0.6–1.8° at 6,500 K and 1–3.2° at 5,000 K (microscope LEDs), but up to 10° at 3,000 K. That is
 * up to a quarter of the narrowest tone category (ITA cuts 13–18° apart for the light words) and
 * up to twice the calibration's own error target, |ΔITA| ≤ 1.5° (ANALYSIS.md
 * "Device calibration and honest colour"): tighter bounds, or one in mired for warm settings,
 * wait for a measurement through the engine.
 */
export const CAMERA_SETTINGS_TOLERANCE = { exposureShare: 0.05, colorTemperatureK: 150 } as const;

/** Why the colour names no tone although a calibration was applied, and what to do. */
export const CALIBRATION_MISMATCH = {
  code: 'CALIBRATION_MISMATCH',
  photo: 'pair',
  message:
    '拍摄时的曝光或白平衡与校准时不同，肤色不给出色调词；请在显微镜校准页重新校准，或固定曝光后重拍。',
} as const satisfies QualityReason;

const held = (settings: CameraSettings) =>
  settings.exposureMode === 'manual' && settings.whiteBalanceMode === 'manual';

const within = (value: number | undefined, reference: number | undefined, limit: number) =>
  value !== undefined && reference !== undefined && Math.abs(value - reference) <= limit;

/**
 * Whether a photo was taken with the exposure and white balance its device's calibration was
 * (issue 31 #3): both held fixed ('manual') on both sides, the exposure time within 5 % and the
 * colour temperature within 150 K of the calibration's. A camera that adjusts itself, or did
 * not say what it used, matches nothing: its colour depends on the scene, not only the skin.
 */
export function cameraSettingsMatch(
  calibration: CameraSettings,
  photo: CameraSettings | null | undefined,
): boolean {
  if (!photo || !held(calibration) || !held(photo)) return false;
  const exposureLimit = (calibration.exposureTime ?? 0) * CAMERA_SETTINGS_TOLERANCE.exposureShare;
  return (
    within(photo.exposureTime, calibration.exposureTime, exposureLimit) &&
    within(
      photo.colorTemperature,
      calibration.colorTemperature,
      CAMERA_SETTINGS_TOLERANCE.colorTemperatureK,
    )
  );
}

/**
 * Why an analysis through a device calibration must name no skin tone, or null when it may: the
 * one rule the server stores each analysis by (apps/server detection-store.ts). A calibration made
 * before issue 31 stored no settings (null): it keeps naming a tone as it did then, since what
 * its card was taken with is unknown, not known to differ.
 */
export function toneWithheldReason(
  calibration: CameraSettings | null,
  photo: CameraSettings | null | undefined,
): QualityReason | null {
  if (calibration === null) return null;
  return cameraSettingsMatch(calibration, photo) ? null : CALIBRATION_MISMATCH;
}

/**
 * What the customer's report says instead of a tone word (issue 31 #3): the staff's sentence
 * names camera settings and what to redo, which is neither hers to know nor to do. A code this
 * list does not know gets the general sentence.
 */
const CUSTOMER_TONE_NOTES: Readonly<Record<string, string>> = {
  [CALIBRATION_MISMATCH.code]:
    '本次拍摄条件与仪器校准时不完全一致，为避免误判，只评估肤色均匀度，不给出肤色色调。',
};
const CUSTOMER_TONE_NOTE = '本次未能可靠判断肤色色调，只评估肤色均匀度，不给出肤色色调。';

/** A withheld tone's reason as the customer's report carries it: its code, her sentence. */
export function customerToneWithheld(reason: Pick<QualityReason, 'code'>): PublicToneWithheld {
  return { code: reason.code, message: CUSTOMER_TONE_NOTES[reason.code] ?? CUSTOMER_TONE_NOTE };
}
