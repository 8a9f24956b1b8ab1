import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@skinscope/contracts';
import { registerErrorHandler } from '../plugins/error-handler';
import type { Actor } from './request-actor';
import { serve } from './serve';

const route = defineRoute({
  method: 'GET',
  path: '/api/square/:n',
  params: z.object({ n: z.coerce.number().int().max(100, '不能大于 100') }),
  response: z.number().int(),
  auth: 'public',
});

async function appWith(checkResponses: boolean, answer: (n: number) => unknown) {
  const app = Fastify();
  app.decorate('checkResponses', checkResponses);
  registerErrorHandler(app);
  serve(app, route, async ({ params }) => answer(params.n) as number);
  await app.ready();
  return app;
}

describe('serve: one route of the table', () => {
  it('parses params with the table schema and wraps the answer in the envelope', async () => {
    const app = await appWith(true, (n) => n * n);
    expect((await app.inject('/api/square/7')).json()).toMatchObject({ code: 200, data: 49 });
    const bad = await app.inject('/api/square/101');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('不能大于 100');
  });

  it('refuses, in tests, an answer outside the response schema', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const checked = await appWith(true, () => 'seven');
    expect((await checked.inject('/api/square/7')).statusCode).toBe(500);
    expect(printed).toHaveBeenCalledOnce();
    printed.mockRestore();
    const unchecked = await appWith(false, () => 'seven');
    expect((await unchecked.inject('/api/square/7')).statusCode).toBe(200);
  });

  it('hands a signed-in route its actor, session and context, and refuses it without a session', async () => {
    const signedIn = defineRoute({ method: 'GET', path: '/api/me', response: z.string() });
    const actor = { id: 7, name: '王芳' } as Actor;
    const app = Fastify();
    app.decorate('checkResponses', true);
    app.decorateRequest('auth', null);
    // Stands in for the auth plugin: a session only when the test sends a header.
    app.addHook('onRequest', async (request) => {
      if (request.headers['x-test-session']) request.auth = { actor, sessionId: 3 };
    });
    registerErrorHandler(app);
    serve(app, signedIn, async ({ actor, session, context }) =>
      [actor.name, session.sessionId, context.ip].join(' '),
    );
    await app.ready();
    const answer = await app.inject({ url: '/api/me', headers: { 'x-test-session': '1' } });
    expect(answer.json().data).toBe('王芳 3 127.0.0.1');
    // Were the hook ever to let a request through, the route fails closed.
    const anonymous = await app.inject('/api/me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('UNAUTHENTICATED');
  });
});
