/**
 * The README's demo (`npm run seed:demo`: the showcase customer's four analysed visits, the case
 * library, the finished study) on a server of its own, for the journeys that look at it
 * (showcase, retest, studies). Seeding costs the visits' twelve analyses, the demo microscope's
 * ≈ 28 test-retest pairs (≈ 56 analyses) and the study's 89 visits (VGA-sized), all of photos
 * made from real ones (≈ 100 s of CPU), so global setup starts it in the background and the
 * run's other journeys go on meanwhile; those journeys wait for the state file to say the server
 * is ready.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { api, apiLogin, uniqueMobile, type ApiSession } from './api';
import type { Member } from './capture';
import { launchServer } from './server-process';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** The bundled server's migrated, empty database: what its first start copies in (main.ts). */
const PGLITE_TEMPLATE = path.join(REPO, 'dist', 'server', 'pglite-template');

/** README "Demo data": the demo company's manager and the showcase customer. */
export const DEMO = {
  manager: { mobile: '13900000101', password: 'Demo#skin2026' },
  customer: { name: '陈思雨', mobile: '13611110001' },
  stores: ['徐汇旗舰店', '静安体验店'],
  consultant: '周晴（店长）',
  parts: ['右颧骨', '左颧骨', '右脸颊'],
} as const;

/** The administrator `npm run seed:demo` created on the empty data directory, as it printed it. */
interface DemoAdmin {
  mobile: string;
  password: string;
}

type DemoState = { url: string; admin: DemoAdmin } | { error: string };

/** Processes global setup started for the demo; global teardown ends them. */
export interface DemoServerHandle {
  stateFile: string;
  stop(): void;
}

/** A process the demo started: the seeding's npm (its own process group) or the server. */
interface Started {
  child: ChildProcess;
  group: boolean;
}

/** Runs `npm run seed:demo`; resolves with the administrator it printed (issue 29 #7). */
function seed(env: NodeJS.ProcessEnv, started: Started[]) {
  return new Promise<DemoAdmin>((resolve, reject) => {
    // Its own process group: npm starts tsx, which starts node; teardown ends them together.
    const child = spawn('npm', ['run', '--silent', 'seed:demo'], {
      cwd: REPO,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push({ child, group: true });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.on('error', reject);
    child.on('exit', (code) => {
      const mobile = /账号 \(mobile\):\s+(\S+)/.exec(output)?.[1];
      const password = /密码 \(password\):\s+(\S+)/.exec(output)?.[1];
      if (code === 0 && mobile && password) resolve({ mobile, password });
      else reject(new Error(`npm run seed:demo exited with ${code}, printing\n${output}`));
    });
  });
}

/**
 * Global setup: seeds a new data directory with `npm run seed:demo`, then starts the bundled
 * server on it; returns at once. The state file says the server's URL, or why there is none.
 */
export function startDemoServer(): DemoServerHandle {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skinscope-e2e-demo-'));
  const stateFile = path.join(dataDir, 'e2e-state.json');
  const started: Started[] = [];
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL; // the embedded database in DATA_DIR, which the server below opens
  delete env.ADMIN_PASSWORD; // the seeding makes up the administrator's and prints it
  // As the server's first start would: the migrated template, not the migrations from scratch.
  if (existsSync(PGLITE_TEMPLATE))
    cpSync(PGLITE_TEMPLATE, path.join(dataDir, 'db'), { recursive: true });
  void (async (): Promise<DemoState> => {
    const admin = await seed(env, started);
    // The journey analyses nothing here: one worker warms up at start instead of one per core.
    const server = await launchServer({ ANALYSIS_WORKERS: '1' }, dataDir);
    server.child.unref();
    started.push({ child: server.child, group: false });
    return { url: server.url, admin };
  })()
    .catch((error: unknown): DemoState => ({ error: String(error) }))
    .then((state) => {
      // Written whole, then renamed: the journey never reads half a file.
      writeFileSync(`${stateFile}.part`, JSON.stringify(state));
      renameSync(`${stateFile}.part`, stateFile);
    });
  return {
    stateFile,
    stop() {
      for (const { child, group } of started) {
        if (child.exitCode !== null || child.pid === undefined) continue;
        try {
          process.kill(group ? -child.pid : child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    },
  };
}

/** The demo server, once seeded and started (waits for it; fails with the cause). */
async function demoServer(): Promise<{ url: string; admin: DemoAdmin }> {
  const stateFile = process.env.SKINSCOPE_E2E_DEMO_STATE;
  if (!stateFile) throw new Error('global setup did not start the demo server');
  // Seeding took 78 s at load 8 on two cores (README "Demo data"); a busy CI may take several
  // times that; usually it is done long before the journey asks.
  await expect.poll(() => existsSync(stateFile), { timeout: 420_000, intervals: [500] }).toBe(true);
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as DemoState;
  if ('error' in state) throw new Error(`the demo server did not start: ${state.error}`);
  return state;
}

/** The demo server's address. */
export async function demoServerUrl(): Promise<string> {
  return (await demoServer()).url;
}

/** The administrator the seeding printed. */
export async function demoAdmin(): Promise<DemoAdmin> {
  return (await demoServer()).admin;
}

/** 皮肤变化 of the demo's showcase customer, opened from her row in the member list. */
export async function openDemoProgress(page: Page): Promise<void> {
  await page.goto(`/query/list?telephone=${DEMO.customer.mobile}&name=`);
  await page
    .getByRole('row')
    .filter({ hasText: DEMO.customer.mobile })
    .getByRole('button', { name: '皮肤变化' })
    .click();
  await expect(page).toHaveURL(/\/query\/progress\/\d+$/);
}

/** A new customer of the demo's flagship store (a store manager files customers, not stores). */
export async function demoMember(
  request: APIRequestContext,
  session: ApiSession,
  fullName: string,
): Promise<Member> {
  const stores = await api<Array<{ id: number; name: string }>>(
    request,
    session,
    'get',
    '/api/store',
  );
  const store = stores.find(({ name }) => name === DEMO.stores[0]);
  expect(store, `the demo store ${DEMO.stores[0]}`).toBeDefined();
  const customer = await api<{ id: number; mobile: string }>(
    request,
    session,
    'post',
    '/server/recCustomer',
    { fullName, mobile: uniqueMobile('137'), gender: 'female', age: 35, storeId: store!.id },
  );
  return { id: customer.id, fullName, mobile: customer.mobile };
}

/**
 * A tablet-sized browser context on the demo server with its page (errors collected in
 * `problems`), and the demo manager's API session beside it.
 */
export async function onDemoServer(browser: Browser) {
  const baseURL = await demoServerUrl();
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1024, height: 768 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const api = await playwrightRequest.newContext({ baseURL });
  const session = await apiLogin(api, DEMO.manager.mobile, DEMO.manager.password);
  return {
    page,
    problems,
    api,
    session,
    async close() {
      await api.dispose();
      await context.close();
    },
  };
}
