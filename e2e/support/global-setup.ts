import { nameAdministrator, startServer } from './server-process';

/** One server for the whole run; workers read its address and credentials from the env. */
export default async function globalSetup(): Promise<void> {
  const server = await startServer();
  await nameAdministrator(server, '管理员');
  process.env.SKINSCOPE_E2E_URL = server.url;
  process.env.SKINSCOPE_E2E_ADMIN_MOBILE = server.adminMobile;
  process.env.SKINSCOPE_E2E_ADMIN_PASSWORD = server.adminPassword;
  process.env.SKINSCOPE_E2E_SERVER_PID = String(server.child.pid);
  process.env.SKINSCOPE_E2E_SERVER_LOG = server.logFile;
  server.child.unref();
}
