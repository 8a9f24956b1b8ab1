import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenPostgres, type Unlisten } from './listen';
import * as schema from './schema';

export type { Unlisten };

/** The query API every repository uses; the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Applies the committed SQL migrations that have not run yet; resolves to how many ran. */
  migrate(): Promise<number>;
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  /**
   * Runs `onNotify` for every `NOTIFY channel` (`pg_notify`) committed by any connection, of
   * this process or another (PostgreSQL: on a connection of its own, reopened when it breaks).
   */
  listen(channel: string, onNotify: () => void): Promise<Unlisten>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | {
      kind: 'postgres';
      url: string;
      searchPath?: string;
      poolSize?: number;
      /**
       * An idle pooled connection that breaks (server restart, network) is dropped by the pool
       * and reported here; the next query opens a new one. A listening connection that breaks
       * is reported here too, and opened again. Default: a line on stderr.
       */
      onIdleError?: (error: Error) => void;
    };

const lostConnection = (error: Error) =>
  process.stderr.write(`database connection lost: ${error.message}\n`);

/** Extensions the migrations create; PGlite must load them when it opens (PostgreSQL has them). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** The server's connection pool (main.ts leaves it at this); benchmarks measure with it too. */
export const DEFAULT_POOL_SIZE = 10;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

// Any fixed 64-bit number works; it only has to be the same in every replica.
const MIGRATION_LOCK_KEY = 7_412_026_001;

/** Where drizzle's migrator records the migrations it ran (its own default). */
const DEFAULT_MIGRATIONS_SCHEMA = 'drizzle';

/** Runs `migrate` and answers how many migrations it recorded as run. */
async function countingApplied(
  query: (text: string) => Promise<Array<{ n: number | null }>>,
  migrationsSchema: string,
  migrate: () => Promise<void>,
): Promise<number> {
  const table = `"${migrationsSchema}"."__drizzle_migrations"`;
  const count = async () => {
    const [exists] = await query(`select count(to_regclass('${table}'))::int as n`);
    if (!exists?.n) return 0;
    const [rows] = await query(`select count(*)::int as n from ${table}`);
    return rows?.n ?? 0;
  };
  const before = await count();
  await migrate();
  return (await count()) - before;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite' ? openPglite(options) : openPostgres(options);
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db,
    migrate: () =>
      countingApplied(
        (text) => client.query<{ n: number | null }>(text).then((result) => result.rows),
        DEFAULT_MIGRATIONS_SCHEMA,
        () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ),
    ping: async () => {
      await client.query('select 1');
    },
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: () => client.close(),
  };
}

async function openPostgres(options: {
  url: string;
  searchPath?: string;
  poolSize?: number;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const onIdleError = options.onIdleError ?? lostConnection;
  // Without a listener, pg's 'error' event for an idle client would crash the process.
  pool.on('error', onIdleError);
  const listeners = new Set<Unlisten>();
  const db = drizzlePg(pool, { schema });
  return {
    kind: 'postgres',
    db,
    migrate: async () => {
      // Replicas may start together: one migrates while the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const migrationsSchema = options.searchPath ?? DEFAULT_MIGRATIONS_SCHEMA;
        return await countingApplied(
          (text) => client.query<{ n: number | null }>(text).then((result) => result.rows),
          migrationsSchema,
          () =>
            migratePg(drizzlePg(client, { schema }), {
              migrationsFolder: MIGRATIONS_FOLDER,
              migrationsSchema,
            }),
        );
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onNotify) => {
      const unlisten = await listenPostgres(options.url, channel, onNotify, onIdleError);
      listeners.add(unlisten);
      return async () => {
        listeners.delete(unlisten);
        await unlisten();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((unlisten) => unlisten()));
      await pool.end();
    },
  };
}
