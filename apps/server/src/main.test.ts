/**
 * The real process, as `npm start` runs it (the esbuild bundle of the current sources, plain
 * node, no tsx: testing/server-bundle.ts): first start prints the admin, a second process on the
 * same DATA_DIR exits at once, SIGTERM shuts down cleanly and the data survives a restart; the
 * bundle finds its migrations and its worker.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test-support/free-port';
import { serverBundle } from '../test-support/server-bundle';

const children: ChildProcess[] = [];

function startServer(dataDir: string, port: number) {
  // This test is about the embedded database, whatever the suite runs on.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    // One worker warms up faster; this test is about the process, not the analysis.
    ANALYSIS_WORKERS: '1',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [serverBundle()], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (stdout.includes('SkinScope is ready')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${stderr}`));
    });
  });
  // A server expected to fail is awaited through `exited`; its `ready` rejection is not an error.
  ready.catch(() => undefined);
  return { child, ready, exited, output: () => ({ stdout, stderr }) };
}

async function login(port: number, username: string, password: string) {
  const response = await fetch(`http://127.0.0.1:${port}/server/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return response.status;
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('starts, refuses a second process on its DATA_DIR, stops cleanly and keeps its data', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skinscope-main-'));
    const port = await freePort();
    const first = startServer(dataDir, port);
    await first.ready;
    const password = /密码 \(password\): (\S+)/.exec(first.output().stdout)?.[1];
    expect(password).toBeDefined();
    expect(first.output().stdout).toContain('13800000000');
    expect(await login(port, '13800000000', password ?? '')).toBe(200);

    const second = startServer(dataDir, await freePort());
    expect(await second.exited).not.toBe(0);
    expect(second.output().stderr).toContain('正被另一个肤镜进程');
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'skinscope.lock'))).toBe(false);

    const again = startServer(dataDir, port);
    await again.ready;
    expect(again.output().stdout).not.toContain('密码 (password)');
    expect(await login(port, '13800000000', password ?? '')).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    // Three starts, the first migrating a new DATA_DIR: 19.5 s in one idle run, several times that
    // on a busy one.
  }, 180_000);

  it('exits with the list of bad variables when the configuration is wrong', async () => {
    const env = { ...process.env, PORT: 'x', LOG_LEVEL: 'loud' };
    const child = spawn(process.execPath, [serverBundle()], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('LOG_LEVEL');
  }, 30_000);
});

describe('the bundled worker', () => {
  it('migrates a new DATA_DIR, signs the first admin in, warms its analysis worker up', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skinscope-bundle-'));
    // startServer's one worker: its warm-up is enough to show that the bundled worker loads.
    const server = startServer(dataDir, port);
    await server.ready;
    const password = /密码 \(password\): (\S+)/.exec(server.output().stdout)?.[1];
    expect(await login(port, '13800000000', password ?? '')).toBe(200);
    // The warm-up runs analyses in the bundled worker; a worker that cannot load says so.
    await expect.poll(() => server.output().stdout, { timeout: 90_000 }).toContain('warmed up');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // A first start and a worker's warm-up: 45 s were seen while other suites loaded both cores,
    // over 100 s with two test files and two other jobs at once.
  }, 240_000);
});
