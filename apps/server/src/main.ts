import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '@skinscope/db';
import { buildApp } from './app';
import { ensureFirstAdmin, firstAdminBanner } from './bootstrap/first-admin';
import { ConfigError, loadConfig, type Config } from './config';
import { lockDataDir, type DataDirLock } from './infra/data-dir-lock';
import { createArgon2Hasher } from './infra/password-hasher';
import type { Logger } from 'pino';
import { createLogger } from './logging';
import { createUsersRepository } from './repositories/users.repository';

/**
 * On SIGTERM the process exits by itself at the latest this long after (requests in flight, the
 * analyses' grace period, handing back their jobs, closing the database), or 5 s after a longer
 * SHUTDOWN_GRACE_SECONDS.
 */
const SHUTDOWN_DEADLINE_MS = 15_000;
/**
 * An empty, migrated PGlite data directory that scripts/build.mjs writes beside the bundled
 * server: a new DATA_DIR starts as a copy of it (≈ 0.2 s) instead of running initdb and every
 * migration (≈ 3–5 s on 2 busy cores). From source there is none here, and PGlite runs initdb as
 * before. Either way `migrate()` below applies what the data directory lacks.
 */
const PGLITE_TEMPLATE = fileURLToPath(new URL('./pglite-template', import.meta.url));

async function main(): Promise<void> {
  const config = readConfigOrExit();
  const logger = createLogger(config);
  // The embedded database must have one owner; PostgreSQL is shared by design.
  const lock: DataDirLock | null = config.databaseUrl ? null : lockDataDirOrExit(config.dataDir);
  const database = await openConfiguredDatabase(config, logger);
  const migrations = await database.migrate();
  if (migrations > 0) logger.info({ migrations }, 'database migrated');

  const hasher = createArgon2Hasher();
  const admin = await ensureFirstAdmin({
    users: createUsersRepository(database.db),
    hasher,
    mobile: config.adminMobile,
    password: config.adminPassword,
  });
  const app = await buildApp(config, { database, hasher, logger, warmUpAnalysis: true });
  const deadlineMs = Math.max(SHUTDOWN_DEADLINE_MS, config.shutdownGraceMs + 5_000);
  installShutdown(app.close.bind(app), database, lock, logger, deadlineMs);
  await app.listen({ port: config.port, host: config.host });
  // Printed straight to the console, not the log: the one time a password may be shown.
  if (admin) process.stdout.write(firstAdminBanner(admin));
  logger.info({ port: config.port, database: database.kind }, 'SkinScope is ready');
}

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`配置有误，服务未启动。\n${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
}

function lockDataDirOrExit(dataDir: string): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(3);
  }
}

function openConfiguredDatabase(config: Config, logger: Logger): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        onIdleError: (error) =>
          logger.warn({ err: error }, 'database connection lost; reconnecting'),
      })
    : openEmbeddedDatabase(path.join(config.dataDir, 'db'));
}

function openEmbeddedDatabase(dataDir: string): Promise<Database> {
  const isNew = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (isNew && existsSync(path.join(PGLITE_TEMPLATE, 'PG_VERSION'))) {
    cpSync(PGLITE_TEMPLATE, dataDir, { recursive: true });
  }
  return openDatabase({ kind: 'pglite', dataDir });
}

function installShutdown(
  closeApp: () => Promise<void>,
  database: Database,
  lock: DataDirLock | null,
  logger: ReturnType<typeof createLogger>,
  deadlineMs: number,
): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      process.exit(1);
    }
    closing = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests and analyses');
    const force = setTimeout(() => process.exit(1), deadlineMs);
    force.unref();
    try {
      await closeApp();
      await database.close();
    } finally {
      lock?.release();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`启动失败 (start-up failed): ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
