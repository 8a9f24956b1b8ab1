import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['packages/**/*.test.ts', 'apps/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web',
    ],
  },
});
