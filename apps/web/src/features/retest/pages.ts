/** 重复性测量 (issue 32 #1): its own screen, and the workbench the calibration screen shows. */
export { RetestPage } from './components/retest-page';
export { RetestWorkbench } from './components/retest-capture';
export type { RetestWorkbenchProps } from './components/retest-capture';
