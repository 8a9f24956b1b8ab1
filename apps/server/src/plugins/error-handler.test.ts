import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fieldLabel } from '@skinscope/contracts';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/app-error';
import { registerErrorHandler } from './error-handler';
import { createLogger } from '../logging';
import { memoryLog } from '../../test-support/memory-log';

async function appThrowing(error: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

describe('error handler', () => {
  it('issue 29 #4: logs back-pressure (503 busy) as a warning without a stack, real faults as errors', async () => {
    const log = memoryLog();
    const app = Fastify({
      // As app.ts names it: pino's Logger is a FastifyBaseLogger.
      loggerInstance: createLogger({ logLevel: 'info' }, log.stream) as FastifyBaseLogger,
    });
    registerErrorHandler(app);
    app.get('/analysis', async () => {
      throw new AppError('ANALYSIS_BUSY');
    });
    app.get('/hashing', async () => {
      throw new AppError('SERVICE_BUSY');
    });
    app.get('/fault', async () => {
      throw new Error('a real fault');
    });
    for (const url of ['/analysis', '/hashing', '/fault'])
      expect((await app.inject({ url })).statusCode).toBe(url === '/fault' ? 500 : 503);
    const refusals = log.lines().filter((line) => line.msg === 'busy: request refused');
    expect(refusals.map((line) => [line.level, line.errorCode])).toEqual([
      [40, 'ANALYSIS_BUSY'],
      [40, 'SERVICE_BUSY'],
    ]);
    expect(refusals.some((line) => 'err' in line)).toBe(false);
    expect(log.lines().filter((line) => line.msg === 'request failed')).toMatchObject([
      { level: 50, err: { type: 'Error' } },
    ]);
  });

  it('hides the internals of unexpected errors behind a 500 envelope', async () => {
    const app = await appThrowing(new Error('password=hunter2 at db.ts:12'));
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 500,
      message: '服务器开小差了，请稍后再试',
      error: 'INTERNAL',
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('writes an AppError with its status, Chinese message and details', async () => {
    const app = await appThrowing(new AppError('NOT_FOUND', { id: 3 }));
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 404,
      message: '内容不存在或无权查看',
      error: 'NOT_FOUND',
      details: { id: 3 },
    });
  });

  it('maps framework 4xx errors to our codes', async () => {
    const tooMany = Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
    const response = await (await appThrowing(tooMany)).inject({ url: '/boom' });
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toBe('RATE_LIMITED');
  });
});

describe("issue 29 #16: refusals read naturally, never by a field's key", () => {
  it('names a refused field by its label, or says the message alone', async () => {
    const refuse = (issues: Array<{ field: string; message: string }>) =>
      appThrowing(new AppError('VALIDATION_FAILED', { issues })).then(
        async (app) => (await app.inject({ url: '/boom' })).json().message,
      );
    expect(await refuse([{ field: 'currentPassword', message: '当前密码不正确' }])).toBe(
      '当前密码不正确',
    );
    expect(await refuse([{ field: 'length', message: '不能大于 50' }])).toBe(
      '每页条数：不能大于 50',
    );
    expect(await refuse([{ field: 'service', message: '请为服务评分' }])).toBe('请为服务评分');
    expect(await refuse([{ field: 'storeId', message: '请选择合作门店' }])).toBe('请选择合作门店');
    // A key nobody named yet is not shown: the message alone, or the fields that have names.
    expect(await refuse([{ field: 'someNewKey', message: '格式不正确' }])).toBe('格式不正确');
    expect(
      await refuse([
        { field: 'someNewKey', message: '格式不正确' },
        { field: 'mobile', message: '请输入正确的 11 位手机号' },
      ]),
    ).toBe('请检查：手机号');
  });

  it('every field a service refuses by name has a Chinese label', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(path.join(root, file), 'utf8'));
    const patterns = [
      /field: '(\w+)'/g,
      /requireLabelledParts\(\s*'(\w+)'/g,
      /photoKeyOfDetectUrl\([^)]*'(\w+)'\)/g,
      /missingPhoto\('(\w+)'\)/g,
      /field === '(\w+)'/g,
    ];
    const fields = new Set(
      sources.flatMap((source) =>
        patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!)),
      ),
    );
    expect(fields.size).toBeGreaterThan(15);
    for (const field of fields) expect(fieldLabel(field), field).toMatch(/\p{Script=Han}/u);
  });
});
