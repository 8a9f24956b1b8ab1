// The server as two plain ES modules (esbuild): dist/server/main.mjs and the analysis worker
// piscina starts, dist/server/analysis-worker.mjs. Our TypeScript (the server and the
// @skinscope packages) is compiled into them; installed packages stay where npm put them and are
// imported at run time, as from source, so native ones (sharp, argon2, PGlite's WebAssembly and
// data files) and packages that start their own threads (piscina, pino) work unchanged.
// `npm run bench` bundles each benchmark the same way (bundleForNode), so that it measures the
// code as production runs it.
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';

const SERVER_ENTRY = 'apps/server/src/main.ts';
const WORKER_ENTRY = 'packages/analysis/src/node/worker.ts';
const WORKER_FILE_MODULE = 'packages/analysis/src/node/worker-file.ts';

/**
 * A package imported by name stays external when Node would find the same copy from the
 * bundle: the one in the root node_modules. A workspace's own copy (apps/server/node_modules,
 * another major version than the root's) would not be found from dist/, so it is bundled, as
 * are the @skinscope workspaces (their node_modules links resolve into packages/).
 */
function externalInstalledPackages(root) {
  const rootModules = path.join(root, 'node_modules') + path.sep;
  return {
    name: 'external-installed-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'resolving' || isBuiltin(args.path)) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'resolving',
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const nested = resolved.path
          .slice(rootModules.length)
          .includes(`${path.sep}node_modules${path.sep}`);
        return resolved.path.startsWith(rootModules) && !nested
          ? { path: args.path, external: true }
          : { path: resolved.path };
      });
    },
  };
}

/**
 * Source files find what they read at run time (the migrations, the built web app) relative to
 * `import.meta.url`. In the bundle that URL would be the bundle's own, so each source file's
 * `import.meta.url` becomes its original file's URL, computed from the bundle's location: the
 * paths stay right wherever the checkout lives. An entry module keeps the bundle's own URL, for
 * it is the bundle (main.ts looks for the PGlite template beside itself). The worker-file module
 * is replaced: from the bundle, piscina starts the bundled worker, never the source entry that
 * registers tsx.
 */
function sourceFileUrls(root, outdir, entries) {
  const workerFileModule = path.join(root, WORKER_FILE_MODULE);
  return {
    name: 'source-file-urls',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]s$/, namespace: 'file' }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const loader = args.path.endsWith('ts') ? 'ts' : 'js';
        if (args.path === workerFileModule) {
          return {
            loader,
            contents: [
              "import { fileURLToPath } from 'node:url';",
              "export const WORKER_FILE = fileURLToPath(new URL('./analysis-worker.mjs', import.meta.url));",
            ].join('\n'),
          };
        }
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url') || entries.has(args.path)) return undefined;
        const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return { loader, contents: source.replaceAll('import.meta.url', url) };
      });
    },
  };
}

/** Bundles the server into `outdir`; throws when the result would still need tsx. */
export async function bundleServer(root, outdir) {
  await bundleForNode(root, outdir, { main: path.join(root, SERVER_ENTRY) });
}

/**
 * Bundles `entryPoints` (name → file) and the analysis worker they start into `outdir`, as
 * plain ES modules for node; throws when the result would still need tsx. `plugins` come
 * first: the bench runner's virtual entries (scripts/bench.ts).
 */
export async function bundleForNode(root, outdir, entryPoints, plugins = []) {
  const entries = { ...entryPoints, 'analysis-worker': path.join(root, WORKER_ENTRY) };
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: entries,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [
      ...plugins,
      externalInstalledPackages(root),
      sourceFileUrls(root, outdir, new Set(Object.values(entries))),
    ],
  });
  const imported = Object.values(result.metafile.outputs).flatMap((output) => output.imports);
  const loader = imported.find((entry) => /^tsx(\/|$)/.test(entry.path));
  if (loader) throw new Error(`the bundle imports ${loader.path}: it must run without tsx`);
}
