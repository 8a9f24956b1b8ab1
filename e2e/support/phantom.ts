import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];

/**
 * The run's phantom pair. Each pair costs a `tsx` start of the analysis CLI (≈ 4 s of a core),
 * so the journeys share one seed, written once by global setup while the server starts; any
 * phantom is as good a photo as another for what they check.
 */
const RUN_SEED = 11;

export interface PhantomPair {
  normal: string;
  polarised: string;
}

const pairIn = (dir: string): PhantomPair => ({
  normal: path.join(dir, 'normal.jpg'),
  polarised: path.join(dir, 'polarised.jpg'),
});

const cliArgs = (dir: string, seed: number) => [
  'run',
  '--silent',
  'analyze',
  '--',
  '--phantom',
  dir,
  '--seed',
  String(seed),
];

/** Global setup: a folder for the run's phantoms, its shared pair written in the background. */
export async function writeRunPhantoms(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'skinscope-phantoms-'));
  await promisify(execFile)('npm', cliArgs(path.join(dir, String(RUN_SEED)), RUN_SEED), {
    cwd: REPO,
  });
  return dir;
}

/**
 * A phantom normal/polarised pair written by the analysis package's CLI (no image binaries in
 * the repository): the run's shared pair, or one of another seed written now for this file
 * (call `removePhantoms` in the file's afterAll).
 */
export function phantomPair(seed = RUN_SEED): PhantomPair {
  const runDir = process.env.SKINSCOPE_E2E_PHANTOMS;
  if (runDir && existsSync(path.join(runDir, String(seed), 'polarised.jpg')))
    return pairIn(path.join(runDir, String(seed)));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'skinscope-phantom-'));
  dirs.push(dir);
  execFileSync('npm', cliArgs(dir, seed), { cwd: REPO, stdio: 'ignore' });
  return pairIn(dir);
}

export function removePhantoms(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
