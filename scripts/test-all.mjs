#!/usr/bin/env node
// `npm test`: every test of the project, stage after stage, stopping at the first that fails
// (as `a && b && c` would), and the time each stage took printed at the end, so that a slow CI
// says where its minutes went (issue 30 #3). .ci/run prints these lines again in its summary.
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['static checks', 'check:static'],
  ['vitest (unit, web, integration)', 'test:vitest'],
  ['accuracy', 'accuracy'],
  ['build and journeys', 'e2e'],
];

const times = [];
let failed;
for (const [name, script] of STAGES) {
  const started = performance.now();
  const run = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  times.push([name, (performance.now() - started) / 1000]);
  if (run.status !== 0) {
    failed = name;
    break;
  }
}
console.log('\n== npm test: time per stage');
for (const [name, seconds] of times) console.log(`stage ${name}: ${Math.round(seconds)} s`);
if (failed) {
  console.log(`npm test stopped: ${failed} failed`);
  process.exit(1);
}
