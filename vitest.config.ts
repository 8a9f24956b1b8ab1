import { defineConfig } from 'vitest/config';

/**
 * Three projects, run by `npm run test:unit` (unit + web) and `npm run test:integration`:
 * - unit: pure code in Node, fast: contracts, domain rules, the analysis engine.
 * - web: the web app's components in jsdom (apps/web/vite.config.ts); no server, no database.
 * - integration: whatever opens a database or starts threads or processes: the server, the
 *   database package, the analysis worker pool and the V8 shape check. With DATABASE_URL set
 *   (.ci/run), its database suites run on PostgreSQL.
 */
const INTEGRATION = [
  'apps/server/**/*.test.ts',
  'packages/db/**/*.test.ts',
  'packages/analysis/src/node/**/*.test.ts',
  'packages/analysis/src/small-integer-shapes.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...INTEGRATION],
          environment: 'node',
          // A kernel test on a busy 2-core machine can pass vitest's 5 s default.
          testTimeout: 20_000,
        },
      },
      'apps/web',
      {
        test: {
          name: 'integration',
          // Files of one worker share their modules: the server, fastify, zod schemas and
          // PGlite's WebAssembly load and warm up once per worker instead of once per file
          // (8 server files: 22 s of CPU instead of 41). Each file still builds its own app and
          // database (testing/test-app.ts), and no integration test mocks a module.
          isolate: false,
          include: INTEGRATION,
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
