/**
 * The server as `npm start` runs it (scripts/build/bundle-server.mjs: dist/server/main.mjs and
 * its analysis worker, plain node, no tsx), bundled from the current sources once per test
 * worker for the tests that start real server processes (main.test.ts, the replica tests).
 * From source through tsx each start compiled the whole server again (≈ 8.4 s to ready against
 * 3.0 s bundled, idle) and every analysis worker thread the engine.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

let bundled: string | undefined;

const FOLDER = /^test-server-(\d+)$/;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Vitest ends its workers without an 'exit' event, so a worker's bundle outlives it: each new
 * bundle first removes those of processes that have ended.
 */
function removeEndedBundles(dist: string): void {
  for (const name of readdirSync(dist)) {
    const pid = FOLDER.exec(name)?.[1];
    if (pid && !alive(Number(pid))) rmSync(path.join(dist, name), { recursive: true, force: true });
  }
}

/** The bundled server's main.mjs, built on the first call in this process (≈ 2 s). */
export function serverBundle(): string {
  if (bundled) return bundled;
  // Inside the checkout, as dist/server is: the bundle imports installed packages by name.
  const dist = path.join(ROOT, 'dist');
  mkdirSync(dist, { recursive: true });
  removeEndedBundles(dist);
  const outdir = path.join(dist, `test-server-${process.pid}`);
  const script = `import(${JSON.stringify(path.join(ROOT, 'scripts/build/bundle-server.mjs'))})
    .then((m) => m.bundleServer(${JSON.stringify(ROOT)}, ${JSON.stringify(outdir)}))`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'pipe' });
  bundled = path.join(outdir, 'main.mjs');
  return bundled;
}
