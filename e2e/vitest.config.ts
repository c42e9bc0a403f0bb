import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest.reporters.ts';

export default defineConfig({
  test: {
    name: 'e2e',
    reporters: reporters('e2e'),
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./src/global-setup.ts'],
    // One browser at a time: the machines have two cores.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
