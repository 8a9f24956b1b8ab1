import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const CORPUS = path.join(REPO, 'packages', 'analysis', 'fixtures', 'real-skin');
const dirs: string[] = [];

/**
 * The journeys' photo pairs come from real skin (issue 31 #6): a photo of the real-skin corpus
 * (packages/analysis/fixtures/real-skin, CC0 or CC-BY-4.0, credited in its ATTRIBUTION.md) as
 * the polarised photo and its normal-light twin made by physics as the normal one, written by
 * the analysis CLI (`npm run analyze -- --twin`; no image binaries added to the repository).
 *
 * - `RUN_PHOTO`, the pair every journey shares that only needs "a photo pair the engine
 *   accepts": ISIC_0000082, light-olive skin with a small brown spot and a mole's edge in a
 *   corner (CC0). All seven dimensions scored; its lights swapped, the engine says so
 *   (SWAPPED_LIGHTS, visit-analysis.spec.ts); still skin once the fake microscope's grey-card
 *   calibration corrects its colour (calibration.spec.ts), which the paler crops of
 *   ISIC_0000024 (the demo's) are not: the gate then calls them not skin (engine 3.0.0).
 * - `OTHER_PATCH`: another person's skin (ISIC_0000024), for a photo of the wrong place.
 * - `RED_CLIPPED_PHOTO`: pink skin whose red channel clips in 59 % of the frame (white never
 *   does), issue 31's accepted pair with 肤色 and 敏感肌 not assessable (detect.spec.ts).
 *
 * Each pair costs a `tsx` start of the CLI (≈ 1–4 s of a core), so global setup writes the run's
 * pairs once while the servers start.
 */
const RUN_PHOTO = 'rs-0047.jpg';
export const OTHER_PATCH = 'rs-0012.jpg';
export const RED_CLIPPED_PHOTO = 'rs-0112.jpg';
const RUN_PHOTOS = [RUN_PHOTO, OTHER_PATCH, RED_CLIPPED_PHOTO];

export interface PhotoPair {
  normal: string;
  polarised: string;
}

const pairIn = (dir: string): PhotoPair => ({
  normal: path.join(dir, 'normal.jpg'),
  polarised: path.join(dir, 'polarised.jpg'),
});

const cliArgs = (photo: string, dir: string) => [
  'run',
  '--silent',
  'analyze',
  '--',
  '--twin',
  path.join(CORPUS, photo),
  dir,
];

/** Global setup: a folder with the run's pairs, one subfolder per corpus photo. */
export async function writeRunPairs(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'skinscope-pairs-'));
  await Promise.all(
    RUN_PHOTOS.map((photo) =>
      promisify(execFile)('npm', cliArgs(photo, path.join(dir, photo)), { cwd: REPO }),
    ),
  );
  return dir;
}

/**
 * The pair of a corpus photo: one of the run's, or written now for this file (call
 * `removePairs` in the file's afterAll).
 */
export function photoPair(photo = RUN_PHOTO): PhotoPair {
  const runDir = process.env.SKINSCOPE_E2E_PAIRS;
  if (runDir && existsSync(path.join(runDir, photo, 'polarised.jpg')))
    return pairIn(path.join(runDir, photo));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'skinscope-pair-'));
  dirs.push(dir);
  execFileSync('npm', cliArgs(photo, dir), { cwd: REPO, stdio: 'ignore' });
  return pairIn(dir);
}

export function removePairs(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
