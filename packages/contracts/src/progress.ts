import { z } from 'zod';
import {
  DETECT_DIMENSIONS,
  DetectDimensionSchema,
  DetectRepeatabilitySchema,
  DetectVersionSchema,
} from './detect';
import { SkinStateSchema } from './records';
import { BandSourceSchema } from './retest';

/**
 * `GET /api/customer/{customerId}/progress` (issue 19 #1, 皮肤变化): the customer's finished
 * visits, oldest first, and per face part its measurement at each visit. The web judges any two
 * visits with the one verdict rule (packages/domain progress-verdict.ts).
 */

/** The most recent visits the page reads: a course of care is a dozen or two. */
export const PROGRESS_MAX_VISITS = 24;

export const ProgressVisitSchema = z.object({
  recordId: z.number().int(),
  date: z.string(),
  consultant: z.string(),
  scanType: z.string(),
  /**
   * The eight care dimensions the visit's consultation concluded (0–10, lower needs more care),
   * as stored with the visit; empty for a photos-only visit.
   */
  careScores: z.array(z.object({ name: z.string(), point: z.number() })),
  /** The skin's state at capture (issue 19 #7); null when the visit did not record it. */
  skinState: SkinStateSchema.nullable(),
});
export type ProgressVisit = z.infer<typeof ProgressVisitSchema>;

/**
 * The band a measurement's verdicts use for one dimension (issue 32 #3) and where it comes from:
 * the device's own test-retest pairs (本设备实测, never narrower than the engine's band) or the
 * engine's table (引擎估计). Computed on the server (packages/domain device-repeatability.ts).
 */
export const BandInUseSchema = z.object({ band: z.number().min(0), source: BandSourceSchema });
export type BandInUse = z.infer<typeof BandInUseSchema>;

/** One part at one visit: refused and uncalibrated visits are flagged, never hidden. */
export const ProgressMeasurementSchema = z.object({
  recordId: z.number().int(),
  /**
   * done: measured; failed: the photo checks refused the pair; pending; unavailable: the
   * analysis gave up; incomplete: one photo.
   */
  status: z.enum(['done', 'failed', 'pending', 'unavailable', 'incomplete']),
  /** Why the photo checks refused the pair (failed) or its analysis gave up (unavailable), in Chinese. */
  reasons: z.array(z.string()),
  /** Staff photo URLs (`/home/imagerec/img/…`). */
  normalImage: z.string().nullable(),
  polarisedImage: z.string().nullable(),
  detectionId: z.number().int().nullable(),
  /** The seven dimensions with their marked images (`filename`), when measured. */
  dimensions: z.record(z.enum(DETECT_DIMENSIONS), DetectDimensionSchema).nullable(),
  repeatability: DetectRepeatabilitySchema.nullable(),
  /**
   * Per dimension with an engine band, the band its verdicts use and its source (issue 32 #3).
   * Optional: a client reading an older server falls back to `repeatability` (引擎估计).
   */
  bandsInUse: z.partialRecord(z.enum(DETECT_DIMENSIONS), BandInUseSchema).optional(),
  /** Whether colour was measured with the device's calibration (else 未校准: no colour verdict). */
  colorCalibrated: z.boolean(),
  /** The engine and calibration table that measured it (issue 18 #8), when measured. */
  version: DetectVersionSchema.nullable(),
  /** The device calibration the analysis applied; null: none (or not measured). */
  deviceCalibrationId: z.number().int().nullable(),
  /**
   * Issue 32 #4: the dimensions whose score and bands are the mean of two captures of the part
   * at this visit (bands ÷ √2, already in `repeatability` and `bandsInUse`); absent: one capture.
   */
  averaged: z.array(z.enum(DETECT_DIMENSIONS)).optional(),
});
export type ProgressMeasurement = z.infer<typeof ProgressMeasurementSchema>;

export const ProgressPartSchema = z.object({
  part: z.string(),
  partName: z.string(),
  /** The visits at which the part was photographed, oldest first. */
  measurements: z.array(ProgressMeasurementSchema),
});
export type ProgressPart = z.infer<typeof ProgressPartSchema>;

export const CustomerProgressSchema = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  /** Finished visits, oldest first (at most PROGRESS_MAX_VISITS, the latest ones). */
  visits: z.array(ProgressVisitSchema),
  parts: z.array(ProgressPartSchema),
});
export type CustomerProgress = z.infer<typeof CustomerProgressSchema>;
