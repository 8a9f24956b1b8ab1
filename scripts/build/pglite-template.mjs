// An empty PGlite cluster, written beside the bundled server. PGlite runs initdb when it opens a
// new data directory: ≈ 3–5 s on two busy cores, most of a first start. Unpacking this template
// instead takes about one second. It holds no schema (the server still migrates at start), and
// it is rebuilt with the server whenever package-lock.json (so PGlite's version) changes.
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

export async function writePgliteTemplate(file) {
  const client = await PGlite.create();
  const dump = await client.dumpDataDir('none');
  await client.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}
