import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];

export interface PhantomPair {
  normal: string;
  polarised: string;
}

/**
 * A phantom normal/polarised pair written by the analysis package's CLI for this run (no image
 * binaries in the repository). Call `removePhantoms` in the file's afterAll.
 */
export function phantomPair(seed: number): PhantomPair {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'skinscope-phantom-'));
  dirs.push(dir);
  execFileSync(
    'npm',
    ['run', '--silent', 'analyze', '--', '--phantom', dir, '--seed', String(seed)],
    { cwd: REPO, stdio: 'ignore' },
  );
  return { normal: path.join(dir, 'normal.jpg'), polarised: path.join(dir, 'polarised.jpg') };
}

export function removePhantoms(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
