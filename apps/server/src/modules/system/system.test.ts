import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../testing/test-app';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'skinscope-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>肤镜</title><div id="root"></div>',
);
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');

let databaseDown = false;
const t = setupTestApp({
  config: { webDistDir: webDist, icpNumber: '沪ICP备00000000号', psbNumber: undefined },
  deps: (database) => ({
    database: {
      ...database,
      ping: () =>
        databaseDown ? Promise.reject(new Error('connection refused')) : database.ping(),
    },
  }),
});

describe('GET /health', () => {
  it('reports the database up', async () => {
    databaseDown = false;
    const response = await t.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ database: 'up' });
  });

  it('answers 503 when the database does not answer, without internals', async () => {
    databaseDown = true;
    const response = await t.app.inject({ url: '/health' });
    databaseDown = false;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: 'SERVICE_UNAVAILABLE',
      details: { database: 'down' },
    });
    expect(response.body).not.toContain('connection refused');
  });
});

describe('GET /ready', () => {
  it('is ready while the database and the photo folder answer (counters in the database)', async () => {
    databaseDown = false;
    const response = await t.app.inject({ url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ database: 'up', images: 'up', counters: 'database' });
  });

  it('answers 503 naming the part that does not answer, without internals', async () => {
    databaseDown = true;
    const response = await t.app.inject({ url: '/ready' });
    databaseDown = false;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: 'SERVICE_UNAVAILABLE',
      details: { database: 'down', images: 'up', counters: 'database' },
    });
    expect(response.body).not.toContain('connection refused');
  });
});

describe('GET /server/settings', () => {
  it('is public and gives the footer numbers', async () => {
    const response = await t.app.inject({ url: '/server/settings' });
    expect(response.json().data).toEqual({
      icpNumber: '沪ICP备00000000号',
      psbNumber: null,
      allowAnyCamera: false,
      publicUrl: null,
    });
  });
});

describe('the web app', () => {
  it('serves index.html for SPA routes, with security headers', async () => {
    for (const url of ['/', '/login', '/query/list?name=x', '/no/such/page']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
    const response = await t.app.inject({ url: '/login' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with the JSON 404 envelope, not the page', async () => {
    for (const url of ['/api/nothing', '/server/nothing', '/home/imagerec/x']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({
        code: 404,
        error: 'ROUTE_NOT_FOUND',
        message: '接口不存在',
      });
    }
    const post = await t.app.inject({ method: 'POST', url: '/login' });
    expect(post.statusCode).toBe(404);
  });
});

describe('Cache-Control (issue 15, finding 11)', () => {
  it('no cache may keep an API answer, above all a sign-in', async () => {
    const user = await t.createUser();
    const login = await t.app.inject({
      method: 'POST',
      url: '/server/login',
      payload: { username: user.mobile, password: 'Salon#2026ok' },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.accessToken as string;
    const answers = [
      login,
      await t.app.inject({
        method: 'POST',
        url: '/server/login',
        payload: { username: 'x', password: 'y' },
      }),
      await t.app.inject({ url: '/server/settings' }),
      await t.app.inject({ url: `/api/user/${user.id}`, headers: t.bearer(token) }),
      await t.app.inject({ url: '/api/nothing-here' }),
      await t.app.inject({ url: '/health' }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});
