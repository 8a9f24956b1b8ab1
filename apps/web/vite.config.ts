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
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
