import { TokenCheckResponseSchema, defineRoute } from '@skinscope/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fail, fakeApi, ok } from '../test/fake-api';
import { signInAs } from '../test/fixtures';
import { apiCall } from './api-client';
import { ApiError } from './api-error';
import type { Notice } from './notification';
import { setNoticeHandler } from './notification';
import { readSession } from './session';

let notices: Notice[] = [];
beforeEach(() => {
  notices = [];
  return setNoticeHandler((notice) => notices.push(notice));
});

// Routes of the shapes the table has, on paths of their own: the client is what is tested here.
const check = defineRoute({
  method: 'GET',
  path: '/server/check',
  response: TokenCheckResponseSchema,
});
const anything = defineRoute({ method: 'GET', path: '/api/x', response: z.unknown() });
const search = defineRoute({
  method: 'GET',
  path: '/api/customer',
  query: z.object({ name: z.string(), begin: z.number(), skip: z.string().optional() }),
  response: z.unknown(),
});
const settings = defineRoute({ method: 'GET', path: '/server/settings', response: z.unknown() });
const createStore = defineRoute({
  method: 'POST',
  path: '/api/store',
  body: z.object({ name: z.string() }),
  response: z.unknown(),
});
const login = defineRoute({
  method: 'POST',
  path: '/server/login',
  body: z.object({}),
  response: z.unknown(),
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiCall', () => {
  it('returns the data of a success envelope, checked against the schema', async () => {
    fakeApi({ 'GET /server/check': ok({ valid: true }) });
    await expect(apiCall(check, {})).resolves.toEqual({ valid: true });
  });

  it('sends the token as "<type> <token>", same-origin credentials and the query', async () => {
    const { fetchMock, requests } = fakeApi({ 'GET /api/customer': ok([]) });
    signInAs();

    await apiCall(search, { query: { name: '王', begin: 0, skip: undefined } });

    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(requests[0]?.query.toString()).toBe('name=%E7%8E%8B&begin=0');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('sends no Authorization header without a session', async () => {
    const { requests } = fakeApi({ 'GET /server/settings': ok({}) });
    await apiCall(settings, {});
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('throws the failure envelope as an ApiError', async () => {
    const issues = [{ field: 'name', message: '太长' }];
    fakeApi({ 'POST /api/store': fail(400, 'VALIDATION_FAILED', '请求参数有误', { issues }) });
    signInAs();

    const error = await caught(apiCall(createStore, { body: { name: 'x' } }));

    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '请求参数有误',
      details: { issues },
      handled: false,
    });
    expect(readSession()).not.toBeNull();
  });

  it('turns a non-JSON failure into a generic Chinese message', async () => {
    fakeApi({ 'GET /api/x': new Response('<html>Bad Gateway</html>', { status: 502 }) });
    const error = await caught(apiCall(anything, {}));
    expect(error).toMatchObject({ status: 502, message: '请求失败，请稍后再试' });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await caught(apiCall(anything, {}));
    expect(error).toMatchObject({ status: 0, message: '网络连接失败，请检查网络后重试' });
  });

  it('rejects data that does not match the contract', async () => {
    fakeApi({ 'GET /server/check': ok({ valid: 'yes' }) });
    const error = await caught(apiCall(check, {}));
    expect(error.message).toBe('服务器返回的数据有误，请稍后再试');
  });

  it('on 401 for a call with a token: clears the session and says why', async () => {
    fakeApi({ 'GET /api/x': fail(401, 'UNAUTHENTICATED', '身份信息丢失，请重新登录') });
    signInAs();

    const error = await caught(apiCall(anything, {}));

    expect(error).toMatchObject({ status: 401, handled: true });
    expect(readSession()).toBeNull();
    expect(document.cookie).not.toContain('test-token');
    expect(notices).toEqual([
      { kind: 'toast', type: 'error', content: '身份信息丢失，请重新登录' },
    ]);
  });

  it('on 417: clears the session with the login-expired message', async () => {
    fakeApi({ 'GET /api/x': fail(417, 'LOGIN_EXPIRED', 'expired') });
    signInAs();

    const error = await caught(apiCall(anything, {}));

    expect(error.message).toBe('登录已过期，请刷新后重试');
    expect(readSession()).toBeNull();
    expect(notices.map((notice) => notice.kind === 'toast' && notice.content)).toEqual([
      '登录已过期，请刷新后重试',
    ]);
  });

  it('a 401 without a token (wrong password) leaves everything alone for the caller', async () => {
    fakeApi({ 'POST /server/login': fail(401, 'INVALID_CREDENTIALS', '用户名或密码错误') });

    const error = await caught(apiCall(login, { body: {} }));

    expect(error).toMatchObject({ code: 'INVALID_CREDENTIALS', handled: false });
    expect(notices).toEqual([]);
  });

  it('fills the path params, each encoded as one segment', async () => {
    const route = defineRoute({
      method: 'PUT',
      path: '/api/customer/:customerId/evaluation',
      params: z.object({ customerId: z.string() }),
      response: z.null(),
    });
    const { requests } = fakeApi({ 'PUT /api/customer/skinworker5/evaluation': ok(null) });

    await expect(apiCall(route, { params: { customerId: 'skinworker5' } })).resolves.toBeNull();
    expect(requests[0]?.method).toBe('PUT');
  });

  it('sends a multipart route as fields and files, and returns a file answer as a Blob', async () => {
    const route = defineRoute({
      method: 'POST',
      path: '/server/upload',
      body: z.object({ dir: z.string() }),
      files: ['file'],
      produces: 'text/plain',
    });
    const { requests } = fakeApi({ 'POST /server/upload': new Response('ok') });

    const answer = await apiCall(route, {
      body: { dir: 'img/1/2' },
      files: { file: new Blob(['x']) },
    });

    expect(await answer.text()).toBe('ok');
    const form = requests[0]?.body as FormData;
    expect(form.get('dir')).toBe('img/1/2');
    expect(form.get('file')).toBeInstanceOf(Blob);
  });
});
