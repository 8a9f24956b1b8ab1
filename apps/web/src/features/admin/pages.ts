/** The administration screens, loaded on demand by the route table. */
export { StudiesFrame } from './components/admin-layout';
export { AuditPage } from './components/audit-page';
export { CalibrationPage } from './components/calibration-page';
export { ImpactAssessmentPage } from './components/impact-assessment-page';
export { RepeatabilityPage } from './components/repeatability-page';
export { RetentionPage } from './components/retention-page';
export { StoresPage } from './components/stores-page';
export { UserListPage } from './components/user-list-page';
