/** The detection screen the app's route table mounts (spec §2 picture/detect). */
export { DetectPage } from './components/detect-page';
export type { DetectStationProps } from './components/detect-page';
