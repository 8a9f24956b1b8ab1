/** The sponsor's study report (issue 33 #6), loaded on demand by the route table: no staff screen. */
import '../../lib/dayjs-locale';

export { PublicStudyReportPage } from './components/public-study-report-page';
