import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './shared', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Each file opens its own database; PGlite start-up and seeding need more than 5 s.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
