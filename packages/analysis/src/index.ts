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
  applyDeviceCalibration,
  fitDeviceCalibration,
  type DeviceCalibration,
} from './device-calibration';
export { OVERLAY_PALETTE } from './overlay-palette';
export { photoPlanes, type PhotoPlanes } from './photo';
export * from './quality';
export { ita, colorWord } from './metrics/color';
export { levelFromScore, scoreFromAnchors } from './metrics/score';
export { skinTypeOf } from './metrics/skin-type';
export * from './phantom';
