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
    // antd alone is ~550 kB minified (~180 kB gzip) and cached in its own chunk.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: separate chunks stay cached.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
