// A build's stamp: one hash over the path, size and modification time of every input file.
// Only stat() is called (no file is read), so checking a few hundred files takes milliseconds:
// that is what lets `npm start` skip a build that is already up to date. A file touched without
// a change (a git checkout) costs one needless rebuild, never a stale one.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

// Never inputs of a build: installed packages, outputs, and tests (no build contains them).
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', '.cache']);
const TEST_FILE = /\.(test|bench|check)\.tsx?$/;

function* filesUnder(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    const full = path.join(entry, child.name);
    if (child.isDirectory()) {
      if (!SKIPPED_DIRS.has(child.name)) yield* filesUnder(full);
    } else if (child.isFile() && !TEST_FILE.test(child.name)) {
      yield full;
    }
  }
}

/** The stamp of `inputs` (files or folders, relative to `root`). */
export function computeStamp(root, inputs) {
  const lines = [];
  for (const input of inputs) {
    for (const file of filesUnder(path.join(root, input))) {
      const { size, mtimeMs } = statSync(file);
      lines.push(`${path.relative(root, file)}\0${size}\0${mtimeMs}`);
    }
  }
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

export function readStamp(file) {
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

export function writeStamp(file, stamp) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${stamp}\n`);
}

/** Removed before a build starts, so a build that fails halfway is never taken as current. */
export function clearStamp(file) {
  rmSync(file, { force: true });
}
