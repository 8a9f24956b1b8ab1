#!/usr/bin/env node
// `npm test`: every test of the project, stage after stage, stopping at the first that fails
// (as `a && b && c` would), and the time each stage took printed at the end, so that a slow CI
// says where its minutes went (issue 30 #3). .ci/run prints these lines again in its summary.
//
// The last stage runs the engine's accuracy measurements beside the journeys: the journeys wait
// for pages and servers with a core to spare (≈ 320 s of CPU in ≈ 300 s), and the measurements
// are pure CPU. They run at a lower priority (nice 10), so that they take the idle cycles and
// the journeys' browsers and servers go first.
import { spawn } from 'node:child_process';

const STAGES = [
  [{ name: 'static checks', script: 'check:static' }],
  [{ name: 'vitest (unit, web, integration)', script: 'test:vitest' }],
  [
    { name: 'build and journeys', script: 'e2e' },
    { name: 'accuracy', script: 'accuracy', nice: 10 },
  ],
];

/** Runs one npm script; beside others, its output is kept and printed whole when it ends. */
function run({ name, script, nice }, alone) {
  const command = nice ? ['nice', '-n', String(nice), 'npm'] : ['npm'];
  const started = performance.now();
  const child = spawn(command[0], [...command.slice(1), 'run', script], {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone) {
        process.stdout.write(`\n== ${name}\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ok: code === 0, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const times = [];
let failed = [];
for (const stage of STAGES) {
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  times.push(...results);
  failed = results.filter((result) => !result.ok).map((result) => result.name);
  if (failed.length > 0) break;
}
console.log('\n== npm test: time per stage');
for (const { name, seconds } of times) console.log(`stage ${name}: ${Math.round(seconds)} s`);
if (failed.length > 0) {
  console.log(`npm test stopped: ${failed.join(', ')} failed`);
  process.exit(1);
}
