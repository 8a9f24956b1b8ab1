import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
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
