/**
 * Prints the repeatability suite's table and the `repeatability` entry to paste into
 * calibration.ts (ANALYSIS.md "Repeatability"):
 *   npm run repeatability   (= npx tsx packages/analysis/src/accuracy/repeatability-table.ts)
 */
import { calibrationLiteral, repeatabilityReport } from './repeatability-report';
import { measureRepeatability } from './repeatability-suite';

const started = performance.now();
const figures = await measureRepeatability();
console.log(repeatabilityReport(figures));
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
console.log(calibrationLiteral(figures, new Date().toISOString().slice(0, 10)));
