import { writeRunPhantoms } from './phantom';
import { nameAdministrator, startServer } from './server-process';

/**
 * One server for the whole run; workers read its address and credentials from the env. Started
 * at the same time: first-hour.spec.ts's server on an empty data directory (it never analyses,
 * so one analysis worker), and the run's phantom photographs.
 */
export default async function globalSetup(): Promise<void> {
  const [server, fresh, phantoms] = await Promise.all([
    startServer(),
    startServer({ ANALYSIS_WORKERS: '1' }),
    writeRunPhantoms(),
  ]);
  await nameAdministrator(server, '管理员');
  process.env.SKINSCOPE_E2E_URL = server.url;
  process.env.SKINSCOPE_E2E_ADMIN_MOBILE = server.adminMobile;
  process.env.SKINSCOPE_E2E_ADMIN_PASSWORD = server.adminPassword;
  process.env.SKINSCOPE_E2E_SERVER_LOG = server.logFile;
  process.env.SKINSCOPE_E2E_FRESH_URL = fresh.url;
  process.env.SKINSCOPE_E2E_FRESH_ADMIN_MOBILE = fresh.adminMobile;
  process.env.SKINSCOPE_E2E_FRESH_ADMIN_PASSWORD = fresh.adminPassword;
  process.env.SKINSCOPE_E2E_SERVER_PIDS = `${server.child.pid},${fresh.child.pid}`;
  process.env.SKINSCOPE_E2E_PHANTOMS = phantoms;
  server.child.unref();
  fresh.child.unref();
}
