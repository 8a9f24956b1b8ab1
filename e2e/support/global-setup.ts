import type { ChildProcess } from 'node:child_process';
import { startLocalS3 } from '../../apps/server/test-support/local-s3';
import { startDemoServer, type DemoServerHandle } from './demo-server';
import { writeRunPairs } from './photo-pair';
import { nameAdministrator, startServer } from './server-process';

/** The bucket server lives in the runner's process; global teardown stops it. */
export const localS3: { stop?: () => Promise<void> } = {};
/** The demo server's seeding and process, started here, stopped by global teardown. */
export const demo: { server?: DemoServerHandle } = {};
/** The journeys' two servers, started here, stopped by global teardown. */
export const servers: ChildProcess[] = [];

/**
 * One server for the whole run; workers read its address and credentials from the env. Started
 * at the same time: first-hour.spec.ts's server on an empty data directory, keeping its photos
 * in an S3 bucket (issue 20 #2: a local S3-compatible server; one analysis worker), and the
 * run's photo pairs (support/photo-pair.ts). The demo server (demo-server.ts) is seeded in the background.
 */
export default async function globalSetup(): Promise<void> {
  const s3 = await startLocalS3();
  localS3.stop = s3.stop;
  const [server, fresh, pairs] = await Promise.all([
    startServer(),
    startServer({
      ANALYSIS_WORKERS: '1',
      IMAGE_STORE: 's3',
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint,
      S3_REGION: s3.settings.region,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    writeRunPairs(),
  ]);
  // Once the others are up, so that it does not slow their start; journeys run meanwhile.
  demo.server = startDemoServer();
  process.env.SKINSCOPE_E2E_DEMO_STATE = demo.server.stateFile;
  await nameAdministrator(server, '管理员');
  process.env.SKINSCOPE_E2E_URL = server.url;
  process.env.SKINSCOPE_E2E_ADMIN_MOBILE = server.adminMobile;
  process.env.SKINSCOPE_E2E_ADMIN_PASSWORD = server.adminPassword;
  process.env.SKINSCOPE_E2E_SERVER_LOG = server.logFile;
  process.env.SKINSCOPE_E2E_FRESH_URL = fresh.url;
  process.env.SKINSCOPE_E2E_FRESH_ADMIN_MOBILE = fresh.adminMobile;
  process.env.SKINSCOPE_E2E_FRESH_ADMIN_PASSWORD = fresh.adminPassword;
  process.env.SKINSCOPE_E2E_FRESH_DATA_DIR = fresh.dataDir;
  servers.push(server.child, fresh.child);
  process.env.SKINSCOPE_E2E_PAIRS = pairs;
  server.child.unref();
  fresh.child.unref();
}
