import type { Config } from '../src/config';
import { buildApp, type AppDeps } from '../src/app';
import { createTestDatabase } from '@skinscope/db/testing';
import { createLogger } from '../src/logging';
import { createUsersRepository } from '../src/repositories/users.repository';
import { testConfig, testHasher, TEST_PASSWORD, type TestApp } from './test-app';

/**
 * The test harness outside vitest, for benchmarks: an app on a fresh embedded database (PGlite,
 * migrated) and just enough of TestApp (createUser, signIn, bearer) for the fixtures to create
 * tenants, customers and photos through the real API.
 */
export async function createBenchApp(
  config: Partial<Config> = {},
  deps: Partial<AppDeps> = {},
): Promise<TestApp & { close(): Promise<void> }> {
  const testDb = await createTestDatabase();
  const fullConfig = testConfig(config);
  const app = await buildApp(fullConfig, {
    database: testDb.database,
    hasher: testHasher,
    logger: createLogger({ logLevel: 'silent' }),
    ...deps,
  });
  await app.ready();
  let seq = 0;
  const bench = {
    app,
    config: fullConfig,
    database: testDb.database,
    databaseUrl: undefined,
    bearer: (token: string) => ({ authorization: `Bearer ${token}` }),
    async createUser(values: Record<string, unknown> = {}) {
      seq += 1;
      return createUsersRepository(testDb.database.db).insert({
        mobile: `137${String(seq).padStart(8, '0')}`,
        fullName: '测速',
        scope: 'cgo',
        ...values,
        passwordHash: await testHasher.hash(TEST_PASSWORD),
      });
    },
    async signIn(mobile: string) {
      const response = await app.inject({
        method: 'POST',
        url: '/server/login',
        payload: { username: mobile, password: TEST_PASSWORD },
      });
      return response.json().data.accessToken as string;
    },
    async close() {
      await app.close();
      await testDb.close();
    },
  };
  // No SMS inbox: the benchmarks send no codes.
  return bench as unknown as TestApp & { close(): Promise<void> };
}
