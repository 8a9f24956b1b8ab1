import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { AppError } from '../http/app-error';
import { registerErrorHandler } from './error-handler';

async function appThrowing(error: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

describe('error handler', () => {
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
