import { defineConfig } from 'vitest/config';
import { reporters } from './vitest.reporters.ts';

export default defineConfig({
  test: {
    reporters: reporters('unit'),
    projects: [
      {
        test: {
          name: 'server',
          root: './packages/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] },
      },
      {
        test: { name: 'web', root: './packages/web', include: ['src/**/*.test.ts'] },
      },
    ],
  },
});
