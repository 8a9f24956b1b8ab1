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
    // One worker runs the files one after another in one jsdom, with antd and React loaded once
    // (not once per file): ~2.6 times faster (6 files, one worker, back to back on a busy
    // machine: 190 s instead of 497; vitest's import 30 s instead of 151, tests 128 s instead of
    // 246, as antd's style cache stays warm). Each file still gets fresh modules of ours and its
    // own mocks (src/test/fresh-modules.ts) and a window left as the file before found it
    // (src/test/setup.ts).
    isolate: false,
    setupFiles: ['./src/test/fresh-modules.ts', './src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // The first render of a file pays for importing antd; on a busy 2-core CI machine that
    // alone can pass vitest's 5 s default (same limit as the node project).
    testTimeout: 20_000,
  },
});
