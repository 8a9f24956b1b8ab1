/**
 * analyzePair: quality first, then the seven dimensions (ANALYSIS.md, spec §3). When a photo or
 * the pair fails a check, `dimensions` is null and `quality.reasons` say what to retake: no
 * number is ever made up. Deterministic: the same pixels give byte-identical JSON.
 */
import { CALIBRATION, CALIBRATION_VERSION, ENGINE_VERSION } from './calibration';
import {
  parseDeviceCalibration,
  type DeviceCalibration,
  type LegacyDeviceCalibration,
} from './device-calibration';
import { inStage, withBufferReuse } from './kernels/arena';
import type { Mask } from './kernels/plane';
import { analyzeColor } from './metrics/color';
import { analyzeCorneum } from './metrics/corneum';
import { analyzeElasticity } from './metrics/elasticity';
import { analyzePigment } from './metrics/pigment';
import { analyzeRoughness } from './metrics/roughness';
import { analyzeSensitivity } from './metrics/sensitivity';
import { analyzeShine, analyzeSkinType } from './metrics/skin-type';
import { photoPlanes } from './photo';
import { prepareContext } from './prepare';
import { qualityOf } from './quality/check-quality';
import type { QualityReason } from './quality/messages';
import type {
  Dimension,
  DimensionMeasures,
  DimensionResult,
  MetricOutput,
  RgbImage,
} from './types';

export interface AnalyzeOptions {
  /**
   * The microscope's calibration (fitCardCalibration), e.g. as stored JSON. Without a valid one
   * (absent, null, or an older format) colour gives no ITA word, only tone evenness.
   */
  deviceCalibration?: DeviceCalibration | LegacyDeviceCalibration | null;
  /** Called with each stage's duration (ms), for benchmarks. Does not change the result. */
  onStage?: (stage: string, ms: number) => void;
  /** Also return full-resolution outlines of glints, spots and red areas (`fullMasks`). */
  keepFullMasks?: boolean;
}

export interface AnalysisResult {
  version: { engine: string; calibration: string };
  /**
   * Whether a valid device calibration was applied. Only then does colour name a tone (ITA word);
   * without, its `result` is null and its score is tone evenness alone.
   */
  colorCalibrated: boolean;
  quality: { ok: boolean; reasons: QualityReason[] };
  /**
   * Null when quality failed. `filename` is null: the server names the stored overlays. A
   * dimension the pair cannot measure has a null score and level and `notAssessable` (无法评估).
   */
  dimensions: Record<Dimension, DimensionResult> | null;
  /** Raw figures behind each score; null when quality failed. */
  measures: Record<Dimension, DimensionMeasures> | null;
  /**
   * Overlay masks at the photos' resolution (Uint8, 0 = unmarked, 1–2 = class, see README);
   * skin_type, roughness and elasticity are in the normal photo's frame, the rest in the
   * polarised one's. Null when quality failed. Not part of the JSON.
   */
  masks: Record<Dimension, Mask> | null;
  /**
   * Each dimension's repeatability band in points (calibration.ts `repeatability`): a later
   * score within it of this one is no measured change. Null when quality failed.
   */
  repeatability: Record<Dimension, number> | null;
  /** With `keepFullMasks`: skin_type (normal frame), pigment and sensitivity outlines at full resolution. */
  fullMasks?: Partial<Record<Dimension, Mask>>;
}

/**
 * Runs the analysis's stages: each inside `inStage` (its temporaries are reused by the next
 * stage), timed for `onStage`.
 */
function stages(onStage?: (stage: string, ms: number) => void) {
  return <T>(name: string, run: () => T): T => {
    const start = globalThis.performance.now();
    const value = inStage(run);
    onStage?.(name, globalThis.performance.now() - start);
    return value;
  };
}

/** A mask in a fresh buffer: the engine's own buffers are reused by the next analysis (kernels/arena.ts). */
function keep(mask: Mask): Mask {
  return { width: mask.width, height: mask.height, data: mask.data.slice() };
}

/**
 * A dimension the pair cannot measure (无法评估): no score, level, word or marks, and why. Its
 * mask is blank, so no marked image shows what was not measured.
 */
function notAssessed(output: MetricOutput, reason: QualityReason) {
  const blank = { ...output.mask, data: new Uint8Array(output.mask.data.length) };
  return {
    result: { score: null, type: null, level: null, area: 0, result: null, notAssessable: reason },
    measures: {},
    mask: blank,
    fullMask: undefined,
  };
}

function assemble(
  outputs: Record<Dimension, MetricOutput>,
  notAssessable: Partial<Record<Dimension, QualityReason>>,
  keepFull: boolean,
) {
  const dimensions = {} as Record<Dimension, DimensionResult>;
  const measures = {} as Record<Dimension, DimensionMeasures>;
  const masks = {} as Record<Dimension, Mask>;
  const fullMasks: Partial<Record<Dimension, Mask>> = {};
  for (const key of Object.keys(outputs) as Dimension[]) {
    const reason = notAssessable[key];
    const output = reason ? notAssessed(outputs[key], reason) : outputs[key];
    dimensions[key] = { ...output.result, filename: null };
    measures[key] = output.measures;
    masks[key] = keep(output.mask);
    if (keepFull && output.fullMask) fullMasks[key] = keep(output.fullMask);
  }
  return { dimensions, measures, masks, ...(keepFull ? { fullMasks } : {}) };
}

function failed(
  version: AnalysisResult['version'],
  colorCalibrated: boolean,
  reasons: QualityReason[],
): AnalysisResult {
  return {
    version,
    colorCalibrated,
    quality: { ok: false, reasons },
    dimensions: null,
    measures: null,
    masks: null,
    repeatability: null,
  };
}

export function analyzePair(
  normal: RgbImage,
  polarised: RgbImage,
  options: AnalyzeOptions = {},
): AnalysisResult {
  return withBufferReuse(() => analyzeWithin(normal, polarised, options));
}

/** The analysis proper; every plane it allocates is reused by the next call, so only copies leave. */
function analyzeWithin(
  normal: RgbImage,
  polarised: RgbImage,
  options: AnalyzeOptions,
): AnalysisResult {
  const stage = stages(options.onStage);
  const version = { engine: ENGINE_VERSION, calibration: CALIBRATION_VERSION };
  const calibration = parseDeviceCalibration(options.deviceCalibration);
  const colorCalibrated = calibration !== null;
  const n = stage('planes: normal', () => photoPlanes(normal, { colour: false }));
  const p = stage('planes: polarised', () => photoPlanes(polarised));
  // On a calibrated device skin colour is judged as the calibration corrects it.
  const quality = stage('quality', () => qualityOf(n, p, calibration ?? undefined));
  if (!quality.ok || !quality.pair?.shift) return failed(version, colorCalibrated, quality.reasons);
  const shift = quality.pair.shift;
  const ctx = stage('prepare', () =>
    prepareContext({
      normal: n,
      polarised: p,
      shift,
      ...(calibration ? { calibration } : {}),
      keepFullMasks: options.keepFullMasks ?? false,
    }),
  );
  const shine = stage('shine', () => analyzeShine(ctx));
  const pigment = stage('pigment', () => analyzePigment(ctx));
  const sensitivity = stage('sensitivity', () => analyzeSensitivity(ctx, pigment.exclusion));
  const corneum = stage('corneum', () => analyzeCorneum(ctx));
  const color = stage('color', () =>
    analyzeColor(ctx, [pigment.exclusion, sensitivity.exclusion, corneum.mask]),
  );
  const roughness = stage('roughness', () => analyzeRoughness(ctx, shine.exclusion));
  const elasticity = stage('elasticity', () => analyzeElasticity(ctx, shine.exclusion));
  const skinType = analyzeSkinType(shine, corneum.flakeIndex, corneum.result.score);
  const outputs = {
    skin_type: skinType,
    roughness,
    color,
    sensitivity,
    pigment,
    elasticity,
    corneum,
  };
  return {
    version,
    colorCalibrated,
    quality: { ok: true, reasons: [] },
    ...assemble(outputs, quality.notAssessable, ctx.keepFullMasks),
    repeatability: {
      ...CALIBRATION.repeatability[colorCalibrated ? 'calibrated' : 'uncalibrated'],
    },
  };
}

/** The JSON of a result without its masks (what the CLI prints and the server stores). */
export function resultJson(result: AnalysisResult): string {
  return JSON.stringify(result, (key, value: unknown) =>
    key === 'masks' || key === 'fullMasks' ? undefined : value,
  );
}
