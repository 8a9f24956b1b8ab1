import { describe, expect, it } from 'vitest';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/app-error';
import { registerErrorHandler } from './error-handler';
import { createLogger } from '../logging';
import { memoryLog } from '../testing/memory-log';

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
