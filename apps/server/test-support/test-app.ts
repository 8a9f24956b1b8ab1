/**
 * One app and one database per test file (TESTING.md): cheap PGlite clones by default, a fresh
 * PostgreSQL database when DATABASE_URL is set. Tables are emptied before every test.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@skinscope/db/testing';
import type { LoginResponse } from '@skinscope/contracts';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createArgon2Hasher } from '../src/infra/password-hasher';
import type { SmsMessage, SmsSender } from '../src/infra/sms-sender';
import { createLogger } from '../src/logging';
import {
  createUsersRepository,
  type NewUserRow,
  type UserRow,
} from '../src/repositories/users.repository';

export const TEST_PASSWORD = 'Salon#2026ok';

/** An SMS provider for tests: keeps what it was asked to send, as a real gateway's inbox would. */
function createSmsInbox(): SmsSender & {
  sent: SmsMessage[];
  lastCodeFor(mobile: string): string | undefined;
} {
  const sent: SmsMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    lastCodeFor: (mobile) => sent.filter((message) => message.mobile === mobile).at(-1)?.code,
  };
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly sms: ReturnType<typeof createSmsInbox>;
  readonly database: TestDatabase['database'];
  /** On PostgreSQL, the test file's database URL (for processes and tools it runs). */
  readonly databaseUrl: string | undefined;
  readonly config: Config;
  /** Inserts a staff account (password TEST_PASSWORD unless given). */
  createUser(values?: Partial<NewUserRow> & { password?: string }): Promise<UserRow>;
  /** Signs in through the real login route and returns the token. */
  signIn(mobile: string, password?: string): Promise<string>;
  bearer(token: string): { authorization: string };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig(),
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'skinscope-test-data-')),
    logLevel: 'silent',
    webDistDir: '/nonexistent',
    ...overrides,
  };
}

/**
 * The production hasher at a token argon2id cost: tests hash and verify hundreds of passwords,
 * ≈ 30 ms each at the real cost and well under 1 ms at this one.
 */
export const testHasher = createArgon2Hasher({ memoryCost: 64, timeCost: 1 });
let mobileSeq = 0;

export function setupTestApp(
  options: {
    config?: Partial<Config>;
    deps?: (database: TestDatabase['database']) => Partial<AppDeps>;
  } = {},
): TestApp {
  const config = testConfig(options.config);
  const sms = createSmsInbox();
  let testDatabase: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : {},
    );
    app = await buildApp(config, {
      database: testDatabase.database,
      hasher: testHasher,
      sms,
      // Every answer of every test is checked against the route table (issue 16 #2).
      checkResponses: true,
      logger: createLogger({ logLevel: 'silent' }),
      ...options.deps?.(testDatabase.database),
    });
    await app.ready();
  });
  beforeEach(async () => {
    sms.sent.length = 0;
    await testDatabase.reset();
  });
  afterAll(async () => {
    await app?.close();
    await testDatabase?.close();
  });

  const context: TestApp = {
    get app() {
      return app;
    },
    get database() {
      return testDatabase.database;
    },
    get databaseUrl() {
      return testDatabase.url;
    },
    config,
    sms,
    async createUser({ password = TEST_PASSWORD, ...values } = {}) {
      mobileSeq += 1;
      return createUsersRepository(testDatabase.database.db).insert({
        mobile: `139${String(mobileSeq).padStart(8, '0')}`,
        fullName: '测试员工',
        scope: 'cgo',
        ...values,
        passwordHash: await testHasher.hash(password),
      });
    },
    async signIn(mobile, password = TEST_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/server/login',
        payload: { username: mobile, password },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      return (response.json() as { data: LoginResponse }).data.accessToken;
    },
    bearer: (token) => ({ authorization: `Bearer ${token}` }),
  };
  return context;
}
