/** The progress screen (issue 19 #1), loaded on demand by the route table. */
export { ProgressPage } from './components/progress-page';
