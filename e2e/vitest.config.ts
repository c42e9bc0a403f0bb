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
    // CI runs on a shared 2-core machine, where a browser step now and then outlasts its wait under load; a test
    // that fails twice in a row still fails the run (the default reporter marks a test that needed its retry).
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 120_000,
  },
});
