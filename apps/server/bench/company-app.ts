import type { Config } from '../src/config';
import type { Database } from '@skinscope/db';
import { createTestDatabase } from '@skinscope/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createArgon2Hasher } from '../src/infra/password-hasher';
import { createLogger } from '../src/logging';
import { testConfig } from '../test-support/test-app';

export type Measure = (
  name: string,
  run: () => unknown,
  iterations?: number,
) => Promise<{ medianMs: number; p95Ms: number }>;

export type Backend = 'PGlite' | 'PostgreSQL';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MOBILE = '13800009999';
const PASSWORD = 'Bench#2026ok';

/**
 * What the company benchmarks share (device-repeatability, study-report): a fresh test database
 * on PGlite or on PostgreSQL (DATABASE_URL, or the machine's local server) with the account
 * heading one company, which `seed` fills; then the app over it, that account signed in.
 */
export async function companyApp(
  backend: Backend,
  seed: (database: Database, ownerId: number) => Promise<void>,
  config: Partial<Config> = {},
): Promise<{
  app: FastifyInstance;
  headers: { authorization: string };
  close: () => Promise<void>;
}> {
  const databaseUrl = backend === 'PostgreSQL' ? DATABASE_URL : undefined;
  const testDb = await createTestDatabase(databaseUrl ? { databaseUrl } : {});
  const { database } = testDb;
  const hasher = createArgon2Hasher();
  const [owner] = (
    (await database.db.execute(sql`
      insert into users (mobile, password_hash, full_name, scope, can_scan)
      values (${MOBILE}, ${await hasher.hash(PASSWORD)}, '店长', 'cgo', true)
      returning id`)) as unknown as { rows: Array<{ id: number }> }
  ).rows;
  await seed(database, owner!.id);
  const app = await buildApp(testConfig({ ...(databaseUrl ? { databaseUrl } : {}), ...config }), {
    database,
    hasher,
    logger: createLogger({ logLevel: 'silent' }),
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/server/login',
    payload: { username: MOBILE, password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().data.accessToken as string}` };
  return {
    app,
    headers,
    close: async () => {
      await app.close();
      await testDb.close();
    },
  };
}

/** Runs a benchmark on PGlite, then on PostgreSQL, and says whether `target` held on both. */
export async function onBothDatabases(
  measure: Measure,
  benchOn: (measure: Measure, backend: Backend) => Promise<boolean>,
  target: string,
): Promise<void> {
  const met = [await benchOn(measure, 'PGlite'), await benchOn(measure, 'PostgreSQL')];
  console.log(
    `  target ${target} on PGlite and PostgreSQL: ${met.every(Boolean) ? 'met' : 'NOT met'}`,
  );
}
