// The first screen's weight (issue 16 target): what a browser fetches for /login from the
// production build — index.html's entry script, every script it preloads or statically imports
// and every stylesheet it links — each gzipped at level 9, summed. Lazily loaded screens
// (dynamic `import()`) are not part of it.
//
// Usage: node scripts/first-screen-size.mjs [--max-kb 200]   (after the web build)
// Exits 1 when the sum is above --max-kb.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
const maxKbArgument = process.argv.indexOf('--max-kb');
const maxKb = maxKbArgument > 0 ? Number(process.argv[maxKbArgument + 1]) : undefined;

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build at ${dist}: run \`npm run build --workspace @skinscope/web\` first.`);
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

const files = new Set();
const pending = [...fromHtml];
while (pending.length > 0) {
  const file = pending.pop();
  if (files.has(file)) continue;
  files.add(file);
  if (file.endsWith('.js')) pending.push(...staticImports(file));
}

let total = 0;
const rows = [...files].map((file) => {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  return { file, size };
});
for (const { file, size } of rows.sort((a, b) => b.size - a.size)) {
  console.log(`${(size / 1024).toFixed(1).padStart(8)} kB  ${file}`);
}
const totalKb = total / 1024;
console.log(`${totalKb.toFixed(1).padStart(8)} kB  first screen (gzip -9, ${files.size} files)`);

if (maxKb !== undefined && totalKb > maxKb) {
  console.error(`The first screen is ${totalKb.toFixed(1)} kB gzip, above ${maxKb} kB.`);
  process.exit(1);
}
