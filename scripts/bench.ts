/**
 * `npm run bench`: runs every `*.bench.ts` in the workspaces (`npm run bench -- analysis`: only
 * those whose path contains "analysis"). Each file exports
 * `bench(measure)` and compares its candidate with a baseline measured in the same run on the
 * same machine (CONVENTIONS §11), so the figures mean something on any hardware. Each file runs
 * in a process of its own, so that one bench's database, worker threads and JIT state cannot
 * slow the next one down.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Measurement {
  name: string;
  iterations: number;
  medianMs: number;
  p95Ms: number;
}

export type Measure = (
  name: string,
  run: () => unknown,
  iterations?: number,
) => Promise<Measurement>;

const ROOTS = ['apps', 'packages'];

function findBenchFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : findBenchFiles(full);
    return entry.name.endsWith('.bench.ts') ? [full] : [];
  });
}

const measure: Measure = async (name, run, iterations = 200) => {
  for (let i = 0; i < Math.min(20, iterations); i += 1) await run(); // warm-up: JIT and caches
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const result = { name, iterations, medianMs: at(0.5), p95Ms: at(0.95) };
  console.log(
    `  ${name.padEnd(48)} median ${result.medianMs.toFixed(3)} ms  p95 ${result.p95Ms.toFixed(3)} ms  (n=${iterations})`,
  );
  return result;
};

async function runFile(file: string): Promise<void> {
  const module = (await import(pathToFileURL(path.resolve(file)).href)) as {
    bench: (m: Measure) => Promise<void>;
  };
  await module.bench(measure);
}

const [argument, only] = process.argv.slice(2);
if (argument === '--file' && only) {
  await runFile(only);
} else {
  const filter = argument ?? '';
  const files = ROOTS.flatMap(findBenchFiles)
    .filter((file) => file.includes(filter))
    .sort();
  if (files.length === 0)
    console.log(filter ? `no benchmark path contains "${filter}"` : 'no benchmarks yet');
  let failed = false;
  for (const file of files) {
    console.log(`\n${path.relative(process.cwd(), file)}`);
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, process.argv[1]!, '--file', file],
      { stdio: 'inherit' },
    );
    if (child.status !== 0) failed = true;
  }
  if (failed) process.exitCode = 1;
}
