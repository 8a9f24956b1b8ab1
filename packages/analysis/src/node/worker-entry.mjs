// Piscina loads workers as plain JavaScript. The server runs TypeScript through tsx
// (`node --import tsx`), and a worker thread may or may not inherit that loader, so this
// entry registers tsx itself, then imports the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./worker.ts');

export const runAnalysisTask = worker.runAnalysisTask;
export const runOverlayTask = worker.runOverlayTask;
export const runCalibrationTask = worker.runCalibrationTask;
export const warmUpWorker = worker.warmUpWorker;
