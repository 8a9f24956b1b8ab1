/**
 * @skinscope/analysis, browser-safe part: kernels, metrics, quality checks, analyzePair, the
 * calibration table, the phantom generator and the types. Node-only parts (sharp decode and
 * encode, overlays, the worker pool) are in '@skinscope/analysis/node'.
 */
export * from './kernels';
export * from './types';
export { CALIBRATION, CALIBRATION_VERSION, ENGINE_VERSION, type Anchors } from './calibration';
export { analyzePair, resultJson, type AnalysisResult, type AnalyzeOptions } from './analyze';
export {
  applyColourMatrix,
  DEVICE_CALIBRATION_FORMAT,
  fitColourMatrix,
  parseDeviceCalibration,
  type ColourMatrix,
  type DeviceCalibration,
  type FlatFieldModel,
  type LegacyDeviceCalibration,
  type Rgb,
} from './device-calibration';
export { OVERLAY_PALETTE } from './overlay-palette';
export {
  fitCardCalibration,
  type CardCalibrationFit,
  type CardCalibrationOptions,
  type CardCalibrationReport,
  type CardLightReport,
  type ChartPatchCapture,
  type ChartReport,
} from './card-calibration';
export type { CardRefusal, CardRefusalCode } from './card-messages';
export { photoPlanes, type PhotoPlanes } from './photo';
export { estimatePairShift, type PairShift } from './registration';
export * from './quality';
export { ita, colorWord } from './metrics/color';
export { levelFromScore, scoreFromAnchors } from './metrics/score';
export { skinTypeOf } from './metrics/skin-type';
export * from './phantom';
