import { rmSync } from 'node:fs';
import { demo, localS3 } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  for (const pid of (process.env.SKINSCOPE_E2E_SERVER_PIDS ?? '').split(',').map(Number)) {
    if (!pid) continue;
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  demo.server?.stop();
  await localS3.stop?.();
  const phantoms = process.env.SKINSCOPE_E2E_PHANTOMS;
  if (phantoms) rmSync(phantoms, { recursive: true, force: true });
}
