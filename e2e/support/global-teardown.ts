export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.SKINSCOPE_E2E_SERVER_PID);
  if (!pid) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
