/**
 * Cheap databases for tests (TESTING.md): PGlite starts in ~2 s, so each test file gets one
 * instance cloned from a migrated snapshot, and `reset()` empties the tables between tests.
 * With a PostgreSQL URL each test file gets a fresh database of its own, dropped on close.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, openDatabase, PGLITE_EXTENSIONS, type Database } from './database';

export interface TestDatabase {
  readonly database: Database;
  /** PostgreSQL only: the fresh database's URL, for processes a test starts on it. */
  readonly url: string | undefined;
  /** Deletes every row of every table and restarts identities. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * How many PGlite test databases this process has opened: scripts/test/check-database-suite.ts
 * fails a test file that opens one without being counted among the database suites (those run
 * again on PostgreSQL in CI).
 */
export const pgliteTestDatabases = { opened: 0 };

export async function createTestDatabase(
  options: {
    databaseUrl?: string;
    /** PostgreSQL only: the pool's size; 4 by default, a benchmark may ask for production's. */
    poolSize?: number;
    /**
     * A migration's test: the database is migrated only up to the migration before the one
     * whose file name starts with this (`'0020'`); `database.migrate()` applies the rest.
     */
    migratedBefore?: string;
  } = {},
): Promise<TestDatabase> {
  if (!options.databaseUrl) pgliteTestDatabases.opened += 1;
  const database = options.databaseUrl
    ? await openFreshPostgres(options.databaseUrl, options.poolSize ?? 4, options.migratedBefore)
    : await openDatabase({
        kind: 'pglite',
        loadDataDir: await migratedSnapshot(options.migratedBefore),
      });
  return {
    database,
    url: createdDatabases.get(database)?.url,
    reset: () => truncateAll(database),
    close: async () => {
      await database.close();
      await dropPostgresDatabase(database);
    },
  };
}

/**
 * Empties every table and restarts every sequence, as `truncate … restart identity cascade`
 * would, but with DELETE: a test leaves a handful of rows, and deleting them costs a fraction of
 * truncating (which replaces every table's and index's files: ≈ 150–500 ms a test on PGlite on
 * 2 busy cores, against ≈ 30–60 ms). All deletes are one statement, so foreign keys are checked
 * once every table is empty, whatever their order.
 */
async function truncateAll(database: Database): Promise<void> {
  // Both drivers answer execute() with `{ rows }`; the shared Db type does not say so.
  const result = (await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = current_schema()`,
  )) as { rows: Array<{ tablename: string }> };
  const deletes = result.rows.map((row, i) => `d${i} as (delete from "${row.tablename}")`);
  if (deletes.length === 0) return;
  await database.db.execute(sql.raw(`with ${deletes.join(', ')} select 1`));
  await database.db.execute(sql`
    select setval(s.seqrelid, s.seqstart, false)
    from pg_sequence s join pg_class c on c.oid = s.seqrelid
    where c.relnamespace = current_schema()::regnamespace`);
}

/**
 * A migrated, empty PGlite data directory, cached on disk per migration set (and, for a
 * migration's test, per the migration it stops before).
 */
async function migratedSnapshot(before?: string): Promise<Blob> {
  const stop = before ? `-before-${before}` : '';
  const file = path.join(os.tmpdir(), `skinscope-pglite-${migrationsHash()}${stop}.tar`);
  if (!existsSync(file)) {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await withMigrationsBefore(before, (migrationsFolder) =>
      migrate(drizzle(client), { migrationsFolder }),
    );
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Parallel test workers may race here: write aside, then rename atomically.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    renameSync(temp, file);
  }
  return new Blob([readFileSync(file)]);
}

/**
 * Runs `work` on a migrations folder: the committed one, or a copy of it that ends before the
 * migration `before` names (drizzle's journal and SQL files), removed afterwards. Drizzle's
 * migrator later applies the rest, the migrations newer than the last one recorded.
 */
async function withMigrationsBefore<T>(
  before: string | undefined,
  work: (folder: string) => Promise<T>,
): Promise<T> {
  if (!before) return work(MIGRATIONS_FOLDER);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'skinscope-migrations-'));
  try {
    const journalFile = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
      entries: Array<{ tag: string }>;
    };
    journal.entries = journal.entries.filter((entry) => entry.tag < before);
    mkdirSync(path.join(folder, 'meta'));
    writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
    for (const { tag } of journal.entries)
      copyFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    return await work(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, name);
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

const createdDatabases = new WeakMap<Database, { adminUrl: string; name: string; url: string }>();

async function openFreshPostgres(
  adminUrl: string,
  poolSize: number,
  migratedBefore: string | undefined,
): Promise<Database> {
  const name = `skinscope_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize });
  if (migratedBefore)
    await withAdminClient(url.toString(), (client) =>
      withMigrationsBefore(migratedBefore, (migrationsFolder) =>
        migratePg(drizzlePg(client), { migrationsFolder }),
      ),
    );
  else await database.migrate();
  createdDatabases.set(database, { adminUrl, name, url: url.toString() });
  return database;
}

/** PostgreSQL only: a new database with nothing in it (a restore's target), and its removal. */
export async function createEmptyPostgresDatabase(adminUrl: string) {
  const name = `skinscope_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ),
  };
}

async function dropPostgresDatabase(database: Database): Promise<void> {
  const created = createdDatabases.get(database);
  if (!created) return;
  await withAdminClient(created.adminUrl, (client) =>
    client.query(`drop database if exists "${created.name}" with (force)`),
  );
}

async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
