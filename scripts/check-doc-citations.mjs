#!/usr/bin/env node
// Fails when the code cites a design document, or a section of one, that does not exist (issue
// 16: a repo a reader understands alone). A citation is a document's name — ANALYSIS,
// ARCHITECTURE, CONVENTIONS, DECISIONS or TESTING, with or without `.md` — optionally followed
// by `§N` (a numbered heading or a top-level numbered item) or by a quoted name (a heading, a
// bold term or a table row's first cell that starts with it). The documents live in docs/;
// a citation of a copy under shared/ fails too. "spec §N" is the product spec,
// kept outside the repository, and is not checked here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const DOCS = ['ANALYSIS', 'ARCHITECTURE', 'CONVENTIONS', 'DECISIONS', 'TESTING'];
const SCANNED = ['apps', 'packages', 'scripts', 'e2e', 'docs'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  'screenshots',
  'migrations',
]);
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|md)$/;
const CITATION = new RegExp(
  `(shared/)?\\b(${DOCS.join('|')})(?:\\.md)?\\b(?:'s)?(?:\\s*§\\s*(\\d+)|\\s*"([^"\\n]+)")?`,
  'g',
);

/** What each document offers to be cited by: its § numbers and its names, lower-cased. */
function anchorsOf(doc) {
  const numbers = new Set();
  const names = [];
  for (const line of readFileSync(path.join(root, 'docs', `${doc}.md`), 'utf8').split('\n')) {
    const heading = /^#{1,6}\s+(?:(\d+)\.\s+)?(.*)$/.exec(line);
    if (heading) {
      if (heading[1]) numbers.add(heading[1]);
      names.push(heading[2]);
    }
    const item = /^(\d+)\.\s/.exec(line);
    if (item) numbers.add(item[1]);
    for (const [, bold] of line.matchAll(/\*\*([^*]+)\*\*/g)) names.push(bold);
    const cell = /^\|\s*([^|]+?)\s*\|/.exec(line);
    if (cell) names.push(cell[1]);
  }
  return { numbers, names: names.map((name) => name.trim().toLowerCase()) };
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* sourceFiles(path.join(dir, entry.name));
    } else if (EXTENSIONS.test(entry.name)) yield path.join(dir, entry.name);
  }
}

const anchors = new Map();
for (const doc of DOCS) {
  try {
    anchors.set(doc, anchorsOf(doc));
  } catch {
    // A missing document: every citation of it is reported below.
  }
}

const files = [
  ...SCANNED.flatMap((dir) => [...sourceFiles(path.join(root, dir))]),
  ...readdirSync(root)
    .filter((name) => EXTENSIONS.test(name))
    .map((name) => path.join(root, name)),
];
const problems = [];
let citations = 0;
for (const file of files) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    for (const [text, elsewhere, doc, number, name] of line.matchAll(CITATION)) {
      citations += 1;
      const where = `${path.relative(root, file)}:${index + 1}`;
      const found = anchors.get(doc);
      if (elsewhere) problems.push(`${where}: ${text} — the documents are in docs/`);
      else if (!found) problems.push(`${where}: ${text} — docs/${doc}.md does not exist`);
      else if (number && !found.numbers.has(number))
        problems.push(`${where}: ${text} — docs/${doc}.md has no §${number}`);
      else if (name && !found.names.some((anchor) => anchor.startsWith(name.toLowerCase())))
        problems.push(`${where}: ${text} — docs/${doc}.md has no section "${name}"`);
    }
  });
}

if (problems.length > 0) {
  console.error(`Citations of design documents that do not resolve:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`${citations} citations of design documents resolve (${files.length} files).`);
