import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@skinscope/db';
import type { ImageStore } from '../infra/image-store';

const run = promisify(execFile);

/** A backup folder: the database as pg_dump's custom format, every stored file under images/. */
const DUMP_FILE = 'database.dump';
const IMAGES_DIR = 'images';

/**
 * Backs up a running PostgreSQL system (issue 20 #6): the database with pg_dump (a consistent
 * snapshot, taken while replicas serve), then every photo and marked image of the store. Files
 * written after the dump started may be in the folder without rows pointing at them; never the
 * other way round, since photo rows are written after their files.
 */
export async function backupSystem(options: {
  databaseUrl: string;
  store: ImageStore;
  folder: string;
}): Promise<{ files: number }> {
  await mkdir(options.folder, { recursive: true });
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${path.join(options.folder, DUMP_FILE)}`,
    options.databaseUrl,
  ]);
  let files = 0;
  for await (const key of options.store.listKeys()) {
    const data = await options.store.get(key);
    if (!data) continue; // removed since it was listed
    const target = path.join(options.folder, IMAGES_DIR, ...key.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
    files += 1;
  }
  return { files };
}

/** Refuses a target that holds tables: a restore goes into an empty system only. */
async function assertEmptyDatabase(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    const result = (await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_tables
          where schemaname not in ('pg_catalog', 'information_schema')`,
    )) as { rows: { n: number }[] };
    if ((result.rows[0]?.n ?? 0) > 0)
      throw new Error(
        '目标数据库不是空的：只能恢复到一个新建的空数据库 (the target database is not empty)',
      );
  } finally {
    await database.close();
  }
}

/** Restores a backup folder into an empty database and an empty photo store. */
export async function restoreSystem(options: {
  databaseUrl: string;
  store: ImageStore;
  folder: string;
}): Promise<{ files: number }> {
  await assertEmptyDatabase(options.databaseUrl);
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    `--dbname=${options.databaseUrl}`,
    path.join(options.folder, DUMP_FILE),
  ]);
  const root = path.join(options.folder, IMAGES_DIR);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  let files = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    await options.store.put(
      path.relative(root, file).split(path.sep).join('/'),
      await readFile(file),
    );
    files += 1;
  }
  return { files };
}
