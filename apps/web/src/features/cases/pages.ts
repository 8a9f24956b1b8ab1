/** The case screens the app's route table mounts (spec §2 Case screens). */
export { CaseUploadPage } from './components/case-upload-page';
export { ExcellentPage } from './components/excellent-page';
export { FaceSearchPage } from './components/face-search-page';
