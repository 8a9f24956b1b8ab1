/** The customer's public report (issue 19 #3), loaded on demand by the route table. */
import '../../lib/dayjs-locale';

export { PublicReportPage } from './components/public-report-page';
