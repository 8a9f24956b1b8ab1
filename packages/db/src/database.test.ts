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
    await expect(test.database.migrate()).resolves.toBe(0);
  });

  it('hears a notification on the channel it listens to, and none after it stops', async () => {
    let heard = 0;
    const unlisten = await test.database.listen('test_jobs', () => (heard += 1));
    await test.database.db.execute(sql`select pg_notify('other_channel', '')`);
    await test.database.db.execute(sql`select pg_notify('test_jobs', '')`);
    await expect.poll(() => heard).toBe(1);
    await unlisten();
    await test.database.db.execute(sql`select pg_notify('test_jobs', '')`);
    // A ping after the notify: had it been delivered, it would have arrived before the answer.
    await test.database.ping();
    expect(heard).toBe(1);
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

  it('listens again after its listening connection is lost, and looks once for what it missed', async () => {
    const lost: string[] = [];
    const database = await openDatabase({
      kind: 'postgres',
      url: databaseUrl!,
      poolSize: 1,
      onIdleError: (error) => lost.push(error.message),
    });
    let heard = 0;
    try {
      await database.listen('test_reconnect', () => (heard += 1));
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where pid <> pg_backend_pid() and query = 'listen test_reconnect'`,
      );
      // Reopened: the listener is called once for what it may have missed…
      await expect.poll(() => heard, { timeout: 10_000 }).toBe(1);
      expect(lost[0]).toMatch(/terminat/i);
      // …and hears the channel again.
      await admin.query(`select pg_notify('test_reconnect', '')`);
      await admin.end();
      await expect.poll(() => heard).toBe(2);
    } finally {
      await database.close();
    }
  });
});
