// Which test files' behaviour depends on the database they are given (issue 30 #3): the files
// that open a test database of their own through `setupTestApp` (apps/server) or
// `createTestDatabase` (packages/db). They run on PGlite in `npm test` and again on PostgreSQL in
// CI (`vitest run --project postgres`, DATABASE_URL set); every other integration file runs
// once. The rule reads the sources, so it cannot go stale the way a hand list would, and
// scripts/test/check-database-suite.ts keeps it honest: a file that opens a PGlite test database
// without matching it fails.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const OPENS_A_TEST_DATABASE = /\b(setupTestApp|createTestDatabase)\(/;

/** Does this test file open a test database itself? */
export function isDatabaseSuite(file) {
  return OPENS_A_TEST_DATABASE.test(readFileSync(file, 'utf8'));
}

/** The database suites among the test files under `folders`, as paths relative to `root`. */
export function databaseSuites(root, folders) {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`))
      .filter(isDatabaseSuite)
      .map((file) => path.relative(root, file)),
  );
}
