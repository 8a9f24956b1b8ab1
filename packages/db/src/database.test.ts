import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from './database';
import { createTestDatabase, type TestDatabase } from './testing';
import { users } from './schema';

const databaseUrl = process.env.DATABASE_URL;

describe(`database (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let test: TestDatabase;
  beforeEach(async () => {
    test ??= await createTestDatabase(databaseUrl ? { databaseUrl } : {});
    await test.reset();
  });
  afterAll(() => test?.close());

  it('answers a ping once migrated', async () => {
    await expect(test.database.ping()).resolves.toBeUndefined();
  });

  it('stores a user with the defaults of DECISIONS (pubdom, no rights)', async () => {
    const [row] = await test.database.db
      .insert(users)
      .values({ mobile: '13900000001', passwordHash: 'x' })
      .returning();
    expect(row).toMatchObject({
      scope: 'pubdom',
      role: 'staff',
      canScan: false,
      canUpload: false,
      forbid: false,
    });
  });

  it('refuses a second account with the same mobile', async () => {
    await test.database.db.insert(users).values({ mobile: '13900000002', passwordHash: 'x' });
    await expect(
      test.database.db.insert(users).values({ mobile: '13900000002', passwordHash: 'y' }),
    ).rejects.toThrow();
  });

  it('reset empties the tables and restarts ids', async () => {
    await test.database.db.insert(users).values({ mobile: '13900000003', passwordHash: 'x' });
    await test.reset();
    const [row] = await test.database.db
      .insert(users)
      .values({ mobile: '13900000004', passwordHash: 'x' })
      .returning();
    expect(row?.id).toBe(1);
    expect(
      await test.database.db.select().from(users).where(eq(users.mobile, '13900000003')),
    ).toEqual([]);
  });

  it('applying the migrations again changes nothing', async () => {
    await expect(test.database.migrate()).resolves.toBeUndefined();
  });
});

describe.skipIf(!databaseUrl)('PostgreSQL connection pool', () => {
  it('survives an idle connection that the server ends, and reconnects', async () => {
    const lost: string[] = [];
    let reported!: () => void;
    const idleErrorSeen = new Promise<void>((resolve) => (reported = resolve));
    const database = await openDatabase({
      kind: 'postgres',
      url: databaseUrl!,
      poolSize: 1,
      onIdleError: (error) => {
        lost.push(error.message);
        reported();
      },
    });
    try {
      const result = (await database.db.execute(
        sql`select pg_backend_pid() as pid`,
      )) as unknown as {
        rows: Array<{ pid: number }>;
      };
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [result.rows[0]!.pid]);
      await admin.end();
      await idleErrorSeen;
      expect(lost[0]).toMatch(/terminat/i);
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
