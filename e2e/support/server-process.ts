/**
 * Starts the real product as `npm start` runs it (the bundled server, dist/server/main.mjs,
 * serving the built web app; `npm run e2e` builds both first) on a fresh
 * temporary DATA_DIR and a free port, and reads the first administrator's credentials from
 * its console, as a person would on first start. (The demo server, demo-server.ts, starts on
 * a data directory `npm run seed:demo` filled, where no administrator is created.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../dist/server/main.mjs', import.meta.url));

export interface RunningServer {
  child: ChildProcess;
  url: string;
  adminMobile: string;
  adminPassword: string;
  dataDir: string;
  logFile: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface LaunchedServer {
  child: ChildProcess;
  url: string;
  dataDir: string;
  logFile: string;
  /** What it printed up to "ready". */
  console: string;
}

/**
 * Starts the bundled server on `dataDir` (a new temporary one by default) and a free port, and
 * waits until it says it is ready. `extraEnv` adds settings of the product (README) for this
 * server only.
 */
export async function launchServer(
  extraEnv: NodeJS.ProcessEnv = {},
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'skinscope-e2e-')),
): Promise<LaunchedServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ALLOW_ANY_CAMERA: 'true',
    // The machine's other work here is the journeys' own browsers and runner: analyses at a
    // lower priority than theirs waited behind them (a calibration for over 30 s on a busy CI).
    ANALYSIS_WORKER_NICE: '0',
    ...extraEnv,
  };
  delete env.DATABASE_URL; // the journeys run the embedded default, as `npm start` does
  delete env.ADMIN_PASSWORD;
  const child = spawn(process.execPath, ['--enable-source-maps', MAIN], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  // The console is also kept in a file, so that tests can read what an operator would see
  // (the log SMS provider prints verification codes there).
  const logFile = path.join(dataDir, 'server.log');
  child.stdout?.on('data', (chunk) => {
    stdout += String(chunk);
    appendFileSync(logFile, chunk);
  });
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  await new Promise<void>((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), 60_000);
    const timer = setInterval(() => {
      if (stdout.includes('SkinScope is ready')) {
        clearInterval(timer);
        clearTimeout(deadline);
        resolve();
      }
    }, 100);
    child.on('exit', (code) => {
      clearInterval(timer);
      clearTimeout(deadline);
      reject(new Error(`server exited with ${code}: ${stderr}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}`, dataDir, logFile, console: stdout };
}

/** A server on a fresh data directory, with the administrator its first start printed. */
export async function startServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const { console: stdout, ...server } = await launchServer(extraEnv);
  const adminMobile = /账号 \(mobile\):\s+(\S+)/.exec(stdout)?.[1];
  const adminPassword = /密码 \(password\):\s+(\S+)/.exec(stdout)?.[1];
  if (!adminMobile || !adminPassword) throw new Error(`no admin credentials printed:\n${stdout}`);
  return { ...server, adminMobile, adminPassword };
}

/**
 * Gives the printed administrator a name through the API, as an operator answering the first
 * sign-in's name prompt would (issue 17 #5), so that journeys on the shared server are not
 * interrupted by the prompt; e2e/tests/first-hour.spec.ts answers the prompt itself.
 */
export async function nameAdministrator(server: RunningServer, fullName: string): Promise<void> {
  const login = await fetch(`${server.url}/server/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: server.adminMobile, password: server.adminPassword }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const named = await fetch(`${server.url}/api/account/profile`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.accessToken}` },
    body: JSON.stringify({ fullName }),
  });
  if (!named.ok) throw new Error(`could not name the administrator: ${await named.text()}`);
}

/** The server global setup started for first-hour.spec.ts: nobody else has touched its data. */
export function freshServer(): {
  url: string;
  adminMobile: string;
  adminPassword: string;
  dataDir: string;
} {
  const url = process.env.SKINSCOPE_E2E_FRESH_URL;
  const adminMobile = process.env.SKINSCOPE_E2E_FRESH_ADMIN_MOBILE;
  const adminPassword = process.env.SKINSCOPE_E2E_FRESH_ADMIN_PASSWORD;
  const dataDir = process.env.SKINSCOPE_E2E_FRESH_DATA_DIR;
  if (!url || !adminMobile || !adminPassword || !dataDir)
    throw new Error('global setup did not start it');
  return { url, adminMobile, adminPassword, dataDir };
}
