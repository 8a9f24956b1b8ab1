import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, maskQuery } from './logging';
import { buildApp } from './app';
import { testConfig } from './testing/test-app';
import { createTestDatabase } from '@skinscope/db/testing';

function memoryStream() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

describe('logging', () => {
  it('censors secrets and personal data wherever they appear', () => {
    const { stream, text } = memoryStream();
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

  it('request logs carry neither the token nor query values', async () => {
    const { stream, text } = memoryStream();
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
