/** The customer screens, loaded on demand by the route table. */
export { CustomerDetailPage } from './components/customer-detail-page';
export { CustomerListPage } from './components/customer-list-page';
export { HistoryPage } from './components/history-page';
export { HistoryReportPage } from './components/history-report-page';
export { QueryPage } from './components/query-page';
export { RegisterPage } from './components/register-page';
