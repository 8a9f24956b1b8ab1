/** 功效验证's screens (issue 33), loaded on demand; the route table hands each the admin frame. */
export { EditStudyPage, NewStudyPage } from './components/protocol-form-page';
export { StudyDetailPage } from './components/study-detail-page';
export { StudyListPage } from './components/study-list-page';
export { StudyReportPage } from './components/study-report-page';
