import path from 'node:path';
import { openDatabase, type Database } from '@skinscope/db';
import type { Config } from '../config';
import { lockDataDir } from '../infra/data-dir-lock';

/**
 * Runs `work` on the configured database, as a script (not the server) opens it: PostgreSQL
 * when DATABASE_URL is set, else the embedded one in DATA_DIR, which is locked meanwhile (a
 * server running on it makes this throw DataDirLockedError: one process per embedded database).
 */
export async function withConfiguredDatabase<T>(
  config: Config,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
  try {
    const database = config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}
