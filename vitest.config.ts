import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { reporters } from './vitest.reporters.ts';

export default defineConfig({
  test: {
    reporters: reporters('unit'),
    // Vitest's default leaves a core to its main process (one worker on a two-core machine), which is mostly idle
    // once the files are transformed: a worker per core.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        test: {
          name: 'server',
          root: './packages/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          // Workers are kept between files so their embedded databases are opened once (src/test/database.ts);
          // src/test/per-file.ts gives each file fresh modules.
          setupFiles: ['./src/test/per-file.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] },
      },
      {
        // Pure logic runs in node; a component test opts into a DOM with `// @vitest-environment happy-dom`.
        // Rendering antd in happy-dom takes seconds when the two cores are busy: 30 s per test, as on the server.
        test: {
          name: 'web',
          root: './packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
