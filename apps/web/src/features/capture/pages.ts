/** The photo screens the app's route table mounts (spec §2 picture/*, analyse/expect). */
export { CaptureStation } from './components/capture-station';
export type { CaptureStationProps } from './components/capture-station';
export { ExpectPage } from './components/expect-page';
export { IndexPage } from './components/index-page';
export { InfinitePage } from './components/infinite-page';
export { LocatePage } from './components/locate-page';
export { PartStepPage } from './components/step-page';
export { CalibrationStation } from './components/calibration-station';
