import { defineConfig } from 'vitest/config';
import { databaseSuites } from './scripts/test/database-suites.mjs';
import { SlowFirstSequencer } from './scripts/test/slow-first.ts';

/**
 * Four projects, run by `npm run test:unit` (unit + web), `npm run test:integration` and
 * `npm run accuracy`:
 * - unit: pure code in Node, fast: contracts, domain rules, the analysis engine, and the
 *   server's tests that open no database (SERVER_UNIT).
 * - web: the web app's components in jsdom (apps/web/vite.config.ts); no server, no database.
 * - integration: whatever opens a database or starts threads or processes: the server, the
 *   database package, the analysis worker pool and the V8 shape check.
 * - postgres: the integration files whose behaviour depends on the database they are given
 *   (scripts/test/database-suites.mjs), run by CI a second time with DATABASE_URL set. The rest
 *   run once: they start processes on PGlite on purpose, use PostgreSQL in every run already
 *   (the replicas, the migrate script), or touch no database at all.
 * - accuracy: the engine's measurements against ANALYSIS.md's targets on hundreds of full-size
 *   phantoms, the non-skin corpus and the real-skin corpus, each printing its table (≈ 340 CPU-s
 *   on a quiet machine; 623 CPU-s in 720 s at a load of 5–15, 2026-11-29: the real-skin corpus's
 *   299 pairs 226 of them, in two files, one per half; the real re-takes 131; drawing and
 *   analysing phantoms the rest; 492 CPU-s with the faster normal-light twin, the corpus 170). `npm test` and CI run them, and whoever changes packages/analysis;
 *   `npm run check` does not (docs/TESTING.md "What runs where"). The unit project still pins
 *   the engine's results on three pairs (engine-version.test.ts).
 */
const ACCURACY = [
  'packages/analysis/src/accuracy/**/*.test.ts',
  'packages/analysis/src/quality/skin-gate.test.ts',
];
const PACKAGE_INTEGRATION = [
  'packages/db/**/*.test.ts',
  'packages/analysis/src/node/**/*.test.ts',
  'packages/analysis/src/small-integer-shapes.test.ts',
];

/**
 * Server tests of plain functions and of Fastify's `inject` without a database: no database,
 * thread, process or listening socket (mask-bundle writes to a temporary folder). A server test
 * not named here is an integration test; name it here only if it needs none of those.
 */
const SERVER_UNIT = [
  'apps/server/src/policy/**/*.test.ts',
  'apps/server/src/config.test.ts',
  'apps/server/src/http/serve.test.ts',
  'apps/server/src/plugins/error-handler.test.ts',
  'apps/server/src/infra/work-limit.test.ts',
  'apps/server/src/repositories/session-cache.test.ts',
  'apps/server/src/repositories/prepared.test.ts',
  'apps/server/src/modules/detect/detection-view.test.ts',
  'apps/server/src/modules/detect/part-ratings.test.ts',
  'apps/server/src/modules/detect/mask-bundle.test.ts',
];

/**
 * The Node projects' files share one module graph per worker (isolate: false): the engine, the
 * server, zod's schemas and PGlite's WebAssembly load and warm up once per worker instead of once
 * per file. Measured with one worker: unit 43 s instead of 78, eight server files 25 s instead
 * of 41. It is safe because no Node test mocks a module or stubs a global, and each server test
 * file builds its own app and database (apps/server/test-support/test-app.ts).
 */
const nodeProject = {
  environment: 'node',
  isolate: false,
  // A ceiling, not a speed target: it costs nothing while a test passes. With both cores busy
  // (two test files at once, and whatever else runs), a test that waits for analyses was seen
  // at 20 s; 60 s keeps a slow machine from reading as a broken test.
  testTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine, and the
    // suite ran file after file (710 s wall for 691 s of test time). Two workers keep both cores
    // busy; the slow suites are split so that no single file holds the other worker up.
    maxWorkers: 2,
    // The slowest files first, also on a fresh clone, which has no timings of a last run.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          ...nodeProject,
          name: 'unit',
          include: ['packages/**/*.test.ts', ...SERVER_UNIT],
          exclude: ['**/node_modules/**', ...PACKAGE_INTEGRATION, ...ACCURACY],
        },
      },
      {
        test: {
          ...nodeProject,
          name: 'accuracy',
          include: ACCURACY,
          // Measurements of hundreds of full-size photos: their cost is CPU, and the stage runs
          // beside the journeys on two cores, so wall time per test varies 1.5× with the load
          // (real re-takes: 420 s one day, past 600 s the next). One generous bound for all,
          // against a hang, not a budget (the budgets are CPU, printed by each suite); the hooks that
          // measure (repeatability's beforeAll) too.
          testTimeout: 1_800_000,
          hookTimeout: 1_800_000,
        },
      },
      'apps/web',
      {
        test: {
          ...nodeProject,
          name: 'integration',
          include: ['apps/server/**/*.test.ts', ...PACKAGE_INTEGRATION],
          exclude: ['**/node_modules/**', ...SERVER_UNIT],
          hookTimeout: 60_000,
          setupFiles: ['scripts/test/check-database-suite.ts'],
        },
      },
      {
        test: {
          ...nodeProject,
          name: 'postgres',
          include: databaseSuites(import.meta.dirname, ['apps/server', 'packages/db']),
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
