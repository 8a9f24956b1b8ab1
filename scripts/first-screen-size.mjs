// The weight of two first screens in the production build (issue 16 target, issue 29 #12):
//
//   login   what a browser fetches for /login: index.html's entry script, every script it
//           preloads or statically imports and every stylesheet it links, each gzipped at
//           level 9, summed (the budget of issue 16, `--max-kb`).
//   report  what a phone fetches for a customer's report /r/{token} before any photo: the same
//           entry, the report screen's chunk with everything it statically imports and its
//           stylesheets (from Vite's manifest), as the server sends them — the build's brotli
//           copy where there is one (scripts/build/precompress.mjs), else the file itself
//           (`--report-max-kb`). The report's JSON is measured where a server runs: the
//           public-report journey (e2e) counts every byte the page transfers before photos.
//
// Lazily loaded screens (dynamic `import()`) are not part of either.
//
// Usage: node scripts/first-screen-size.mjs [--max-kb 200] [--report-max-kb 300]   (after the
// web build). Exits 1 when a sum is above its budget.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
const REPORT_ENTRY = 'src/features/report/pages.ts';

function budget(flag) {
  const at = process.argv.indexOf(flag);
  return at > 0 ? Number(process.argv[at + 1]) : undefined;
}

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build at ${dist}: run \`npm run build\` first.`);
  process.exit(2);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
/** Asset paths (relative to dist) index.html loads: entry scripts, module preloads, stylesheets. */
const fromHtml = [
  ...html.matchAll(/<script[^>]*\bsrc="\/?([^"]+)"/g),
  ...html.matchAll(/<link[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref="\/?([^"]+)"/g),
  ...html.matchAll(/<link[^>]*\bhref="\/?([^"]+)"[^>]*\brel="(?:modulepreload|stylesheet)"/g),
].map((match) => match[1]);

/** Static imports of a built module (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(file) {
  const code = readFileSync(join(dist, file), 'utf8');
  const specifiers = [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map(
    (match) => match[1],
  );
  return specifiers
    .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'))
    .map((specifier) =>
      specifier.startsWith('/')
        ? specifier.slice(1)
        : posix.normalize(posix.join(posix.dirname(file), specifier)),
    );
}

/** The files `roots` load before anything lazy: their static imports, transitively. */
function closure(roots) {
  const files = new Set();
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.pop();
    if (files.has(file)) continue;
    files.add(file);
    if (file.endsWith('.js')) pending.push(...staticImports(file));
  }
  return files;
}

/** The report screen's chunk and the stylesheets Vite's manifest lists for it and its imports. */
function reportFiles() {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error('no Vite manifest: build with `manifest: true`');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = manifest[REPORT_ENTRY];
  if (!entry) throw new Error(`${REPORT_ENTRY} is not in the Vite manifest`);
  const css = new Set();
  const visit = (key, seen = new Set()) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const sheet of chunk?.css ?? []) css.add(sheet);
    for (const imported of chunk?.imports ?? []) visit(imported, seen);
  };
  visit(REPORT_ENTRY);
  return [entry.file, ...css];
}

const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
/** What the server sends a browser that takes brotli: the build's copy, else the file. */
const served = (file) =>
  existsSync(join(dist, `${file}.br`))
    ? readFileSync(join(dist, `${file}.br`)).length
    : readFileSync(join(dist, file)).length;

function measure(title, files, sizeOf, unit) {
  let total = 0;
  const rows = [...files].map((file) => {
    const size = sizeOf(file);
    total += size;
    return { file, size };
  });
  for (const { file, size } of rows.sort((a, b) => b.size - a.size)) {
    console.log(`${(size / 1024).toFixed(1).padStart(8)} kB  ${file}`);
  }
  const totalKb = total / 1024;
  console.log(`${totalKb.toFixed(1).padStart(8)} kB  ${title} (${unit}, ${files.size} files)\n`);
  return totalKb;
}

const login = closure(fromHtml);
const loginKb = measure('first screen: login', login, gzipped, 'gzip -9');
const report = closure([...fromHtml, ...reportFiles()]);
const reportKb = measure('first screen: customer report, before photos', report, served, 'as sent');

let failed = false;
for (const [name, kb, max] of [
  ['login screen', loginKb, budget('--max-kb')],
  ['customer report', reportKb, budget('--report-max-kb')],
]) {
  if (max !== undefined && kb > max) {
    console.error(`The ${name}'s first screen is ${kb.toFixed(1)} kB, above ${max} kB.`);
    failed = true;
  }
}
if (failed) process.exit(1);
