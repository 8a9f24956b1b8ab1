/**
 * `npm run bench`: runs every `*.bench.ts` in the workspaces (`npm run bench -- analysis`: only
 * those whose path contains "analysis"). Each file exports `bench(measure)` and compares its
 * candidate with a baseline measured in the same run on the same machine (CONVENTIONS §11), so
 * the figures mean something on any hardware.
 *
 * Each file is measured as production runs code: bundled by esbuild as the server is
 * (scripts/build/bundle-server.mjs; the analysis worker beside it) and run by plain node, in a
 * process of its own, so that one bench's database, worker threads and JIT state cannot slow the
 * next one down. Through tsx, which compiles each file on its own, the engine took ≈ 1.2–1.8×
 * as long (docs/ANALYSIS.md "Speed"). The server is built first (scripts/build.mjs, nothing to do
 * when current): the load benches' replicas run dist/server/main.mjs.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { bundleForNode } from './build/bundle-server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROOTS = ['apps', 'packages'];
const OUT_DIR = path.join(ROOT, 'dist', 'bench');
const MEASURE = path.join(ROOT, 'scripts', 'bench', 'measure.ts');

function findBenchFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : findBenchFiles(full);
    return entry.name.endsWith('.bench.ts') ? [full] : [];
  });
}

/** Each bench file's entry: import it and the timing loop, run its `bench`. */
function benchEntries(): Plugin {
  return {
    name: 'bench-entries',
    setup(build) {
      build.onResolve({ filter: /^bench-entry:/ }, (args) => ({
        path: args.path.slice('bench-entry:'.length),
        namespace: 'bench-entry',
      }));
      build.onLoad({ filter: /.*/, namespace: 'bench-entry' }, (args) => ({
        contents: [
          `import { bench } from ${JSON.stringify(args.path)};`,
          `import { measure } from ${JSON.stringify(MEASURE)};`,
          'await bench(measure);',
        ].join('\n'),
        resolveDir: ROOT,
        loader: 'ts',
      }));
    },
  };
}

const entryName = (file: string) =>
  path.relative(ROOT, file).replaceAll(path.sep, '-').replace(/\.ts$/, '');

const filter = process.argv[2] ?? '';
const files = ROOTS.flatMap((dir) => findBenchFiles(path.join(ROOT, dir)))
  .filter((file) => file.includes(filter))
  .sort();
if (files.length === 0)
  console.log(filter ? `no benchmark path contains "${filter}"` : 'no benchmarks yet');
else {
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'build.mjs'), '--only=server'],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(1);
  await bundleForNode(
    ROOT,
    OUT_DIR,
    Object.fromEntries(files.map((file) => [entryName(file), `bench-entry:${file}`])),
    [benchEntries()],
  );
}
let failed = false;
for (const file of files) {
  console.log(`\n${path.relative(ROOT, file)}`);
  const child = spawnSync(process.execPath, [path.join(OUT_DIR, `${entryName(file)}.mjs`)], {
    stdio: 'inherit',
  });
  if (child.status !== 0) failed = true;
}
if (failed) process.exitCode = 1;
