import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Settings } from '../src/infra/s3-image-store';
import { freePort } from './free-port';
import { TEST_PASSWORD } from './test-app';

/** What `npm start` runs; `npm run bench` builds it before the benchmarks (scripts/bench.ts). */
export const BUILT_MAIN = fileURLToPath(new URL('../../../dist/server/main.mjs', import.meta.url));

interface ReplicaOptions {
  /** The environment the replica inherits (PATH, HOME, …): the caller's process.env. */
  parentEnv: NodeJS.ProcessEnv;
  databaseUrl: string;
  redisUrl: string;
  s3: S3Settings;
  /** Further environment (ANALYSIS_WORKERS, ANALYSIS_JOB_LEASE_SECONDS, LOG_LEVEL, …). */
  env?: Record<string, string>;
  /**
   * The bundled server to run by plain node, as production does: BUILT_MAIN (the benchmarks,
   * after the bench runner's build) or the tests' `serverBundle()` of the current sources.
   */
  main: string;
}

/**
 * A replica as an operator runs it (README "Production"), bundled, on a shared
 * PostgreSQL database, S3 bucket and Redis: for the replica test and the load benchmarks.
 * Resolves once it logs that it is ready (its migrations and analysis warm-up done).
 */
export async function startReplica(options: ReplicaOptions) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [options.main], {
    env: {
      ...options.parentEnv,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      IMAGE_STORE: 's3',
      S3_BUCKET: options.s3.bucket,
      S3_ENDPOINT: options.s3.endpoint,
      S3_ACCESS_KEY_ID: options.s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'skinscope-replica-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      ADMIN_PASSWORD: TEST_PASSWORD,
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout = (stdout + String(chunk)).slice(-20_000)));
  child.stderr?.on('data', (chunk) => (stderr = (stderr + String(chunk)).slice(-20_000)));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (stdout.includes('SkinScope is ready')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`replica exited with ${code}: ${stderr}`));
    });
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    child,
    port,
    base,
    call: (route: string, init: RequestInit = {}) => fetch(`${base}${route}`, init),
    /** SIGTERM (graceful), resolved when the process has exited. */
    async stop(): Promise<void> {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export type Replica = Awaited<ReturnType<typeof startReplica>>;
