import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// In development the API server runs separately; in production it serves this build itself.
const apiServer = 'http://localhost:8080';
const proxiedPrefixes = ['/api', '/server', '/home', '/fileSvr', '/health'];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, apiServer])),
  },
  build: {
    // scripts/first-screen-size.mjs finds the customer report's chunk and stylesheets by its
    // source entry here (issue 29 #12: the phone's first screen has a budget).
    manifest: true,
    // The server's CSP is `script-src 'self'`: the polyfill would be an inline script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // antd's rc-component packages declare no `sideEffects`, so importing one name (antd's
        // Input reads a context of @rc-component/form; ConfigProvider one of trigger) kept each
        // package whole in the login screen. They have none: unused modules may go.
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
      output: {
        // React changes far less often than our code: its own chunk stays cached. antd is left
        // to the bundler, so each lazily loaded screen brings only the components it uses.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            // antd's style engine and motion helpers serve every antd component: one cached
            // chunk instead of a share of whichever screen chunk the bundler picks.
            {
              name: 'antd-style',
              test: /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@rc-component[\\/](util|motion))[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // The files run one after another in one worker and one jsdom, with antd and React loaded
    // once, not once per file, and antd's style cache warm. Measured back to back on this 2-core
    // machine, all 388 tests: 161 and 163 s instead of 371 (vitest's import 6 s instead of 88,
    // environment 1 s instead of 36, tests 148 s instead of 201). Each file still gets fresh
    // modules of ours and its own mocks (src/test/fresh-modules.ts) and a window left as the
    // file before found it (src/test/setup.ts).
    isolate: false,
    // The root config's two workers (vitest.config.ts). Vitest 5 runs projects of one group in one
    // pool and refuses two worker counts in it; this project, configured in its own file, resolved
    // to one and `npm run check` stopped before its first test.
    maxWorkers: 2,
    setupFiles: ['./src/test/fresh-modules.ts', './src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // The first render in a worker pays for importing antd; on a busy 2-core CI machine that
    // alone can pass vitest's 5 s default (same limit as the node project).
    testTimeout: 20_000,
  },
});
