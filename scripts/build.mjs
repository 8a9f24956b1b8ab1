#!/usr/bin/env node
// Builds what `npm start` runs, each part only when it is missing or its sources changed:
//   web     vite → apps/web/dist (served by the server), with .br and .gz beside its text files
//   server  esbuild → dist/server/main.mjs and analysis-worker.mjs (run by plain node, no tsx),
//           and an empty, migrated PGlite data directory for new DATA_DIRs (build/pglite-template.mjs)
// A part is current when its output exists and the stamp of its inputs (scripts/build/stamp.mjs)
// equals the one written after its last build, so a start on a built tree spends milliseconds
// here. `--force` rebuilds both parts; `--only=web` or `--only=server` builds one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearStamp, computeStamp, readStamp, writeStamp } from './build/stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampDir = path.join(root, 'dist', 'stamps');
// Inputs shared by both parts: the packages' sources, the installed versions, this script.
const shared = [
  'packages',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build.mjs',
  'scripts/build',
];

const parts = {
  web: {
    inputs: ['apps/web', ...shared],
    outputs: ['apps/web/dist/index.html'],
    async build() {
      const run = spawnSync('npm', ['run', 'build', '--workspace', '@skinscope/web'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (run.status !== 0) throw new Error(`the web build failed (exit ${run.status})`);
      // Brotli and gzip copies of the build's text files, served as they are (issue 29 #12).
      const { precompress } = await import('./build/precompress.mjs');
      precompress(path.join(root, 'apps', 'web', 'dist'));
    },
  },
  server: {
    inputs: ['apps/server', ...shared],
    outputs: [
      'dist/server/main.mjs',
      'dist/server/analysis-worker.mjs',
      'dist/server/pglite-template/PG_VERSION',
    ],
    async build() {
      // esbuild and PGlite are loaded only when a build is due: a start on a built tree does not
      // pay for them.
      const { bundleServer } = await import('./build/bundle-server.mjs');
      const { writePgliteTemplate } = await import('./build/pglite-template.mjs');
      const outdir = path.join(root, 'dist', 'server');
      await bundleServer(root, outdir);
      await writePgliteTemplate(root, path.join(outdir, 'pglite-template'));
    },
  },
};

async function buildPart(name, force) {
  const part = parts[name];
  const stampFile = path.join(stampDir, `${name}.stamp`);
  const stamp = computeStamp(root, part.inputs);
  const built = part.outputs.every((output) => existsSync(path.join(root, output)));
  if (!force && built && readStamp(stampFile) === stamp) return false;
  const started = performance.now();
  clearStamp(stampFile);
  await part.build();
  // Stamped with the inputs as they were when the build started: an edit made during the build
  // makes the next start build again.
  writeStamp(stampFile, stamp);
  process.stderr.write(
    `build: ${name} built in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return true;
}

const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only !== undefined && !(only in parts)) {
  process.stderr.write(`build: unknown part ${only} (web or server)\n`);
  process.exit(2);
}
try {
  let builtAny = false;
  for (const name of only ? [only] : Object.keys(parts)) {
    builtAny = (await buildPart(name, args.includes('--force'))) || builtAny;
  }
  if (!builtAny) process.stderr.write('build: up to date\n');
} catch (error) {
  process.stderr.write(`build: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
