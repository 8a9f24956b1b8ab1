// An empty, migrated PGlite data directory, written beside the bundled server. A new data
// directory starts as a copy of it (≈ 0.2 s) instead of running initdb and every migration
// (≈ 3–5 s on two busy cores, most of a first start); the server's own migrate() then finds
// nothing to do. It is rebuilt with the server whenever a migration or package-lock.json (so
// PGlite's version) changes: both are inputs of the server part.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const MIGRATIONS = 'packages/db/migrations';

export async function writePgliteTemplate(root, dir) {
  rmSync(dir, { recursive: true, force: true });
  // The extensions the migrations create (packages/db database.ts PGLITE_EXTENSIONS).
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: path.join(root, MIGRATIONS) });
  await client.close();
}
