// Issue 29 #12: the web build's text files, compressed once at build time so that the server
// sends them as they are (@fastify/static `preCompressed`) instead of compressing each request:
// `name.br` (brotli, quality 11, the slowest and smallest: paid once here) and `name.gz` (gzip -9)
// beside every file that shrinks. Images are left alone: they are compressed already.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Writes `.br` and `.gz` beside each compressible file of `dir`; returns how many files. */
export function precompress(dir) {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    const brotli = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gzip = gzipSync(data, { level: 9 });
    if (brotli.length < data.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < data.length) writeFileSync(`${file}.gz`, gzip);
    count += 1;
  }
  return count;
}
