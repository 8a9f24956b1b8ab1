import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLogger, maskQuery, maskLinkToken } from './logging';
import { buildApp } from './app';
import { testConfig } from '../test-support/test-app';
import { createTestDatabase } from '@skinscope/db/testing';
import { sql } from 'drizzle-orm';
import { memoryLog } from '../test-support/memory-log';
import { createTenant } from '../test-support/fixtures';
import { setupTestApp } from '../test-support/test-app';

describe('logging', () => {
  it('censors secrets and personal data wherever they appear', () => {
    const { stream, text } = memoryLog();
    const logger = createLogger({ logLevel: 'info' }, stream);
    logger.info(
      {
        password: 'Secret#123',
        body: { mobile: '13812345678', code: '482913', base64Img: 'data:image/jpeg;base64,AAAA' },
        req: { headers: { authorization: 'Bearer abc.def', cookie: 'skinscope_token=xyz' } },
        user: { fullName: '张三', telephone: '13912345678' },
      },
      'something happened',
    );
    const line = text();
    for (const secret of [
      'Secret#123',
      '13812345678',
      '482913',
      'AAAA',
      'abc.def',
      'xyz',
      '张三',
      '13912345678',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('something happened');
  });

  it('masks query values in logged URLs', () => {
    expect(maskQuery('/server/mobileKey?mobilNum=13812345678')).toBe(
      '/server/mobileKey?mobilNum=*',
    );
    expect(maskQuery('/api/customer?name=%E5%BC%A0&telephone=139')).toBe(
      '/api/customer?name=*&telephone=*',
    );
    expect(maskQuery('/health')).toBe('/health');
  });

  it("logs a digest, never a share link's token, in the paths that carry it (issue 29 #3)", () => {
    const token = 'A'.repeat(43);
    const digest = `[sha256:${createHash('sha256').update(token).digest('hex').slice(0, 12)}]`;
    expect(maskLinkToken(`/api/public/report/${token}`)).toBe(`/api/public/report/${digest}`);
    expect(maskLinkToken(`/api/public/report/${token}/image/3`)).toBe(
      `/api/public/report/${digest}/image/3`,
    );
    expect(maskLinkToken(`/r/${token}`)).toBe(`/r/${digest}`);
    expect(maskLinkToken(`/api/report-links/${token}`)).toBe(`/api/report-links/${digest}`);
    // The sponsor's study link (issue 33 #6): its page and its API.
    expect(maskLinkToken(`/s/${token}`)).toBe(`/s/${digest}`);
    expect(maskLinkToken(`/api/public/study/${token}`)).toBe(`/api/public/study/${digest}`);
    // Her own data page (issue 34 #1) and its requests.
    expect(maskLinkToken(`/d/${token}`)).toBe(`/d/${digest}`);
    expect(maskLinkToken(`/api/public/my-data/${token}/requests`)).toBe(
      `/api/public/my-data/${digest}/requests`,
    );
    // A refused (malformed) token is not logged either; a listed link's id is no secret.
    expect(maskLinkToken('/api/report-links/not-a-token')).not.toContain('not-a-token');
    expect(maskLinkToken('/api/report-links/12')).toBe('/api/report-links/12');
    expect(maskLinkToken('/api/customer/1/report-links')).toBe('/api/customer/1/report-links');
  });

  it('request logs carry neither the token nor query values', async () => {
    const { stream, text } = memoryLog();
    const testDb = await createTestDatabase();
    const app = await buildApp(testConfig(), {
      database: testDb.database,
      logger: createLogger({ logLevel: 'info' }, stream),
    });
    const token = 'T'.repeat(43);
    await app.inject({
      url: '/server/getRecCustomerByKey?userId=1&scope=cgo&key=111111',
      headers: { authorization: `Bearer ${token}`, cookie: `skinscope_token=${token}` },
    });
    await app.inject({
      method: 'POST',
      url: '/server/login',
      payload: { username: '13812345678', password: 'Secret#123' },
    });
    await app.close();
    await testDb.close();
    const logs = text();
    expect(logs).toContain('/server/getRecCustomerByKey?userId=*&scope=*&key=*');
    for (const secret of [token, '13812345678', 'Secret#123', '111111'])
      expect(logs).not.toContain(secret);
  });
});

describe('the request line (issue 35 #3)', () => {
  const log = memoryLog();
  const t = setupTestApp({
    config: { logReadsSample: 0 },
    deps: () => ({ logger: createLogger({ logLevel: 'info' }, log.stream) }),
  });

  it('is one line per request: route, status, time and actor, never the address; successful reads only as sampled', async () => {
    const tenant = await createTenant(t);
    const before = log.lines().length;
    const read = await t.app.inject({
      url: '/api/customer?name=x',
      headers: t.bearer(tenant.staffToken),
      remoteAddress: '10.88.88.88',
    });
    expect(read.statusCode).toBe(200);
    const refused = await t.app.inject({ url: '/api/customer', remoteAddress: '10.88.88.88' });
    expect(refused.statusCode).toBe(401);
    const written = await t.app.inject({
      method: 'POST',
      url: '/server/logout',
      headers: t.bearer(tenant.staffToken),
      remoteAddress: '10.88.88.88',
    });
    const lines = log.lines().slice(before);
    // The successful read is not sampled (LOG_READS_SAMPLE 0); the refusal and the write are.
    expect(lines.map((line) => [line.msg, line.method, line.status])).toEqual([
      ['request', 'GET', 401],
      ['request', 'POST', written.statusCode],
    ]);
    expect(lines[0]).toMatchObject({ route: '/api/customer', url: '/api/customer', actor: null });
    expect(lines[1]).toMatchObject({
      route: '/server/logout',
      actor: expect.any(Number),
      ms: expect.any(Number),
      reqId: expect.any(String),
    });
    expect(log.text()).not.toContain('10.88.88.88');
  });
});

describe('the log of a failing request', () => {
  const log = memoryLog();
  const t = setupTestApp({
    deps: () => ({ logger: createLogger({ logLevel: 'info' }, log.stream) }),
  });

  it('names the error class, its code and the request, never SQL, parameters or paths', async () => {
    const tenant = await createTenant(t);
    // A table that has gone away: the database answers with an error that quotes the query.
    await t.database.db.execute(sql`alter table customers rename to customers_gone`);
    try {
      const response = await t.app.inject({
        url: '/api/customer?name=%E7%8E%8B%E8%8A%B3%E5%8D%B3%E6%90%9C&telephone=13987654321',
        headers: t.bearer(tenant.staffToken),
        remoteAddress: '10.77.77.77',
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table customers_gone rename to customers`);
    }
    const failed = log.lines().find((line) => line.msg === 'request failed');
    expect(failed).toMatchObject({
      level: 50,
      reqId: expect.any(String),
      err: { type: 'DrizzleQueryError', cause: { errorCode: '42P01' } },
    });
    const text = log.text();
    for (const leak of ['王芳即搜', '13987654321', 'select ', 'params', process.cwd()])
      expect(text).not.toContain(leak);
  });
});
