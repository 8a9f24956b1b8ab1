export * from './decode';
export * from './mask-png';
export * from './overlay';
export * from './pool';
export type { AnalysisTask, AnalysisTaskResult, CalibrationTask, OverlayTask } from './worker';
export { phantomJpegs, jpegPhantom, type PhantomJpegs } from './phantom-jpeg';
export { applyCareChange, type CareChange } from './care-change';
export { normalTwin } from './normal-twin';
export {
  realPairJpegs,
  realRetakeJpegs,
  realSkinPhoto,
  type RealPairJpegs,
  type RealPairOptions,
  type Recapture,
} from './real-pair';
