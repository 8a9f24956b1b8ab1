import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test-support/test-app';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'skinscope-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>肤镜</title><div id="root"></div>',
);
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nAllow: /r/\nDisallow: /\n');
// What scripts/build/precompress.mjs writes beside a built file.
const bundle = `console.log(${JSON.stringify('肤镜'.repeat(800))});`;
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), bundle);
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(bundle));
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync(bundle));

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

  it('issue 29 #14: a real robots.txt, and no index of a report link or what it loads', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /');
    for (const url of [
      '/r/abc',
      '/api/public/report/abc',
      '/api/public/report/abc/image/0',
      // Issue 34 #1: her own data page and its answer.
      '/d/abc',
      '/api/public/my-data/abc',
    ]) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow, noarchive');
    }
    const staff = await t.app.inject({ url: '/login' });
    expect(staff.headers['x-robots-tag']).toBeUndefined();
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

describe('issue 29 #12: compressed answers', () => {
  it('sends the build’s brotli or gzip copy of a file to a browser that takes it', async () => {
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
    const gzip = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('compresses an API answer over 1 KiB, not a small one', async () => {
    const user = await t.createUser({ role: 'admin', scope: 'reach' });
    const token = await t.signIn(user.mobile);
    for (let k = 0; k < 12; k += 1) await t.createUser({ scope: 'cgo', fullName: `员工${k}` });
    const list = await t.app.inject({
      url: '/api/user?begin=0&length=20',
      headers: { ...t.bearer(token), 'accept-encoding': 'br' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString()).code).toBe(200);
    const small = await t.app.inject({
      url: '/server/settings',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
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
