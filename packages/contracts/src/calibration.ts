import { z } from 'zod';
import { IdSchema, plainText, requiredText, nameText } from './fields';

/**
 * Microscope calibration (issue 18 #2, DECISIONS "Microscope calibration"): staff photograph a
 * white/grey reference card under normal and polarised light; the engine fits the device once
 * and every later analysis of that device's photos uses the fit.
 */

/** A device is named by its camera's label (MediaDeviceInfo.label), as the capture screen reads it. */
export const DeviceLabelSchema = requiredText(200);

/** How a camera sets its exposure or white balance (W3C mediacapture-image `MeteringMode`). */
export const MeteringModeSchema = z.enum(['none', 'manual', 'single-shot', 'continuous'], {
  error: '相机模式不正确',
});

/**
 * The camera's exposure and white balance when a photo was taken (issue 31 #3), as the capture
 * screen read them from the video track after fixing them (MediaTrackSettings): each mode and,
 * where the camera reports them, the exposure time (Chrome's unit, 100 µs) and the colour
 * temperature (K). Every field is optional: a camera reports only what it can set, and one that
 * reports no mode adjusts itself. A calibration stores its card's; an analysis compares them
 * with its photos' before it names a skin tone (packages/domain colour-calibration.ts).
 */
export const CameraSettingsSchema = z.object({
  exposureMode: MeteringModeSchema.optional(),
  // Up to 10 s: microscopes expose for milliseconds; anything longer is not a camera reading.
  exposureTime: z
    .number({ error: '曝光时间须为数字' })
    .positive('曝光时间须大于 0')
    .max(100_000, '曝光时间超出相机的范围')
    .optional(),
  whiteBalanceMode: MeteringModeSchema.optional(),
  // Cameras offer roughly 2,000–10,000 K; outside 1,000–20,000 K the reading is not one.
  colorTemperature: z
    .number({ error: '色温须为数字' })
    .min(1000, '色温须在 1000–20000 K 之间')
    .max(20_000, '色温须在 1000–20000 K 之间')
    .optional(),
});
export type CameraSettings = z.infer<typeof CameraSettingsSchema>;

/** A form field's JSON text as its value ('' or absent: none); anything else as it came. */
function jsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * The camera settings as a request carries them: an object in a JSON body, its JSON text in a
 * form field (the calibration's multipart request, a detect form). Optional: file uploads and
 * clients from before issue 31 send none.
 */
export const CameraSettingsFieldSchema = z.preprocess(jsonText, CameraSettingsSchema.optional());

/**
 * `POST /api/calibration` (multipart): these fields beside the files `normal` and `polarised`,
 * the card photographed under each light, and the camera's settings when the card was taken.
 */
export const CalibrationCreateFieldsSchema = z.object({
  deviceLabel: DeviceLabelSchema,
  name: nameText(requiredText(50)),
  storeId: z.preprocess((value) => (value === '' ? undefined : value), IdSchema.optional()),
  cameraSettings: CameraSettingsFieldSchema,
});
export type CalibrationCreateFields = z.infer<typeof CalibrationCreateFieldsSchema>;
export const CALIBRATION_FILES = ['normal', 'polarised'] as const;

export const CalibrationIdParamsSchema = z.object({ id: IdSchema });

const GainsSchema = z.tuple([z.number(), z.number(), z.number()]);

/** What the engine's fit found for one light, as the calibration screen shows it. */
export const CalibrationLightReportSchema = z.object({
  /** How much darker the darkest evenly lit part of the frame is than its centre, in %. */
  vignettingPercent: z.number(),
  /** The luminance gain the card needed (1 = the exposure was right). */
  exposureGain: z.number(),
  /** Linear R, G, B gains (exposure and white balance together). */
  gains: GainsSchema,
});

export const CalibrationReportSchema = z.object({
  normal: CalibrationLightReportSchema,
  polarised: CalibrationLightReportSchema,
});
export type CalibrationReport = z.infer<typeof CalibrationReportSchema>;

export const CalibrationSchema = z.object({
  id: z.number().int(),
  deviceLabel: z.string(),
  name: z.string(),
  storeId: z.number().int().nullable(),
  /** 1, 2, … per device of the company. */
  version: z.number().int(),
  /** False once a newer calibration of the device replaced it, or it was retired. */
  current: z.boolean(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  report: CalibrationReportSchema,
  /** The camera's settings when the card was taken; null for calibrations made before issue 31. */
  cameraSettings: CameraSettingsSchema.nullable(),
});
export type Calibration = z.infer<typeof CalibrationSchema>;

/** `GET /api/calibration`: the company's calibrations, newest first (current and history). */
export const CalibrationListSchema = z.array(CalibrationSchema);

/** A refused fit: the engine's reasons, each with a retake hint (422 CALIBRATION_REFUSED). */
export const CalibrationRefusalSchema = z.object({
  reasons: z.array(z.object({ code: z.string(), photo: z.string(), message: z.string() })),
});

/** The calibration an analysis applied, as its result names it (null: uncalibrated). */
export const AppliedCalibrationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.number().int(),
  calibratedAt: z.string(),
});
export type AppliedCalibration = z.infer<typeof AppliedCalibrationSchema>;

/** `GET /api/calibration/device`: the camera the capture screen has open. */
export const DeviceCalibrationQuerySchema = z.object({ deviceLabel: DeviceLabelSchema });

/**
 * A device's current calibration as the capture screen applies it to its retake hint: the
 * calibration's name and version beside `fit`, the engine's DeviceCalibration JSON as stored
 * (packages/analysis device-calibration.ts). The contracts do not depend on the engine, so the
 * fit's shape is the engine's alone: both ends check it with `parseDeviceCalibration`.
 * `cameraSettings` are its card's (null before issue 31): the capture holds the camera at them,
 * so that its photos match the calibration and may name a skin tone.
 */
export const CurrentDeviceCalibrationSchema = AppliedCalibrationSchema.extend({
  fit: z.record(z.string(), z.unknown()),
  cameraSettings: CameraSettingsSchema.nullable(),
});
export type CurrentDeviceCalibration = z.infer<typeof CurrentDeviceCalibrationSchema>;

/** The optional device field of a request that asks for an analysis ('' = none). */
export const OptionalDeviceLabelSchema = plainText(200).optional();
