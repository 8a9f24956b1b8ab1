import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { demo, localS3, servers } from './global-setup';

/** SIGTERM, then the exit: the server finishes an analysis under way within its grace period (5 s). */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killed = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(killed);
}

/**
 * The servers end before the bucket and the folders go: a server still storing a mask while
 * the bucket's folder is removed can make the removal fail (ENOTEMPTY), and a failing global
 * teardown fails the run though every journey passed.
 */
export default async function globalTeardown(): Promise<void> {
  demo.server?.stop();
  await Promise.all(servers.map(stop));
  await localS3.stop?.();
  const pairs = process.env.SKINSCOPE_E2E_PAIRS;
  if (pairs) rmSync(pairs, { recursive: true, force: true, maxRetries: 3 });
}
