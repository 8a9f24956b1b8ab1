/**
 * The fitting run of the repeatability bands (issue 31 #4, ANALYSIS.md "Repeatability"): every
 * usable photo of the real-skin corpus's tuning half through the re-take suite. Prints the
 * spreads, the spread per change and the `repeatability` entry to paste into calibration.ts,
 * and writes the tuning half's figures to real-retake-tuning.json (the held-out test prints them
 * beside its own and checks that calibration.ts publishes these bands).
 *   npm run repeatability   (≈ 13 min of CPU; run it nice'd: nice -n 15 npm run repeatability)
 * With `-- --pairs <file>` it also writes every re-take's score changes there as JSON, to find
 * which photo and which change drive a band.
 */
import { writeFileSync } from 'node:fs';
import { ENGINE_VERSION } from '../calibration';
import { loadRealCorpus } from './real-corpus';
import {
  bandLine,
  calibrationLiteral,
  changeTable,
  refusalLines,
  spreadTable,
  writeTuningFit,
} from './real-retake-report';
import {
  bandsForTarget,
  bandsOf,
  falseVerdicts,
  figuresOf,
  TARGET_FALSE_SHARE,
} from './real-retake-stats';
import { measureRetakes } from './real-retake-suite';

const photos = loadRealCorpus('tuning').filter((photo) => photo.usable);
const run = await measureRetakes(photos, (done, file) =>
  process.stderr.write(`\r${done}/${photos.length} ${file}`),
);
process.stderr.write('\n');
const bands = bandsOf(run.pairs);
const fit = {
  engine: ENGINE_VERSION,
  date: new Date().toISOString().slice(0, 10),
  bands,
  figures: figuresOf(run),
  falseVerdicts: falseVerdicts(run.pairs, bands),
  forTarget: bandsForTarget(run.pairs),
};
writeTuningFit(fit);
const pairsFile = process.argv[process.argv.indexOf('--pairs') + 1];
if (process.argv.includes('--pairs') && pairsFile)
  writeFileSync(pairsFile, JSON.stringify(run.pairs));
console.log(
  [
    spreadTable(bands, [{ label: 'tuning', ...fit }]),
    changeTable(fit.figures, fit.falseVerdicts, 'tuning'),
    `bands that would leave ≤ ${100 * TARGET_FALSE_SHARE} % of these re-takes with a false verdict (p${(100 * fit.forTarget.q).toFixed(1)}): ${bandLine(fit.forTarget.bands)}`,
    refusalLines(run.refusals).join('\n'),
    `CPU: ${fit.figures.cpuSeconds.toFixed(0)} s for ${run.photos} photos`,
    calibrationLiteral(fit),
  ].join('\n\n'),
);
