import { adminRoutes } from './admin';
import { calibrationRoutes } from './calibration';
import { careOutcomeRoutes } from './care-outcomes';
import { companySettingsRoutes } from './company-settings';
import { customerRoutes } from './customers';
import { dataRequestRoutes } from './data-requests';
import { photoRoutes } from './photos';
import { progressRoutes } from './progress';
import { recordRoutes } from './records';
import { reportLinkRoutes } from './report-links';
import { retestRoutes } from './retest';
import { studyRoutes } from './studies';
import { systemRoutes } from './system';

export * from './define';
export {
  adminRoutes,
  calibrationRoutes,
  careOutcomeRoutes,
  companySettingsRoutes,
  customerRoutes,
  dataRequestRoutes,
  photoRoutes,
  progressRoutes,
  recordRoutes,
  reportLinkRoutes,
  retestRoutes,
  studyRoutes,
  systemRoutes,
};

/** Every route of the API, by name: the server registers them, the web calls them. */
export const apiRoutes = {
  ...systemRoutes,
  ...adminRoutes,
  ...customerRoutes,
  ...recordRoutes,
  ...photoRoutes,
  ...calibrationRoutes,
  ...reportLinkRoutes,
  ...progressRoutes,
  ...retestRoutes,
  ...companySettingsRoutes,
  ...studyRoutes,
  ...careOutcomeRoutes,
  ...dataRequestRoutes,
};
export type ApiRoutes = typeof apiRoutes;
export type ApiRouteName = keyof ApiRoutes;
