// Set up before every integration test file (vitest.config.ts): a file that opened a PGlite test
// database must be one of the database suites that CI runs again on PostgreSQL
// (scripts/test/database-suites.mjs), or its PostgreSQL behaviour would go untested.
import { afterAll, beforeAll, expect } from 'vitest';
import { pgliteTestDatabases } from '@skinscope/db/testing';
import { isDatabaseSuite } from './database-suites.mjs';

let openedBefore = 0;
beforeAll(() => {
  openedBefore = pgliteTestDatabases.opened;
});
afterAll(() => {
  const file = expect.getState().testPath;
  if (file && pgliteTestDatabases.opened > openedBefore && !isDatabaseSuite(file))
    throw new Error(
      `${file} opened a test database without calling setupTestApp or createTestDatabase ` +
        'itself, so CI would not run it on PostgreSQL: call one of them in the file ' +
        '(scripts/test/database-suites.mjs)',
    );
});
