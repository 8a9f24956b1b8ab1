/**
 * `npm run migrate` as an operator runs it (README "Production"): on a new embedded DATA_DIR
 * and on an empty PostgreSQL database it applies every migration and exits 0; run again it
 * finds nothing to do; it refuses a DATA_DIR a server holds.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@skinscope/db';
import { createEmptyPostgresDatabase } from '@skinscope/db/testing';
import { loadConfig } from '../config';
import { lockDataDir } from '../infra/data-dir-lock';

const SCRIPT = fileURLToPath(new URL('./migrate.ts', import.meta.url));
const POSTGRES = loadConfig().databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test';
const MIGRATIONS = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql')).length;

/** Runs the script through tsx, as `npm run migrate` does, with this configuration. */
async function migrate(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, stderr };
}

describe('npm run migrate', () => {
  it('migrates a new embedded DATA_DIR once, and refuses one a server holds', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skinscope-migrate-'));
    const first = await migrate({ DATA_DIR: dataDir });
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toContain(`applied ${MIGRATIONS} migrations`);
    expect(await migrate({ DATA_DIR: dataDir })).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('already up to date'),
    });

    const server = lockDataDir(dataDir); // as a running server holds it
    try {
      const refused = await migrate({ DATA_DIR: dataDir });
      expect(refused.code).toBe(3);
      expect(refused.stderr).toContain('正被另一个肤镜进程');
    } finally {
      server.release();
    }
    // Two PGlite starts and every migration through tsx: ≈ 10 s idle, far more on busy cores.
  }, 120_000);

  it('migrates an empty PostgreSQL database, which then has the tables', async () => {
    const empty = await createEmptyPostgresDatabase(POSTGRES);
    try {
      const first = await migrate({ DATABASE_URL: empty.url });
      expect(first).toMatchObject({ code: 0, stderr: '' });
      expect(first.stdout).toContain(`applied ${MIGRATIONS} migrations`);
      const client = new pg.Client({ connectionString: empty.url });
      await client.connect();
      try {
        const { rows } = await client.query(`select to_regclass('analysis_jobs') as jobs`);
        expect(rows).toEqual([{ jobs: 'analysis_jobs' }]);
      } finally {
        await client.end();
      }
      expect((await migrate({ DATABASE_URL: empty.url })).stdout).toContain('already up to date');
    } finally {
      await empty.drop();
    }
  }, 120_000);
});
