import { afterAll, vi } from 'vitest';

/*
 * The server project shares each worker between test files (vitest.config.ts: isolate false) so its embedded
 * databases survive from file to file (test/database.ts). Everything else starts fresh for every file as if
 * isolated: the source modules are evaluated again (a file's vi.mock applies, module state is new), and what
 * a file stubbed or faked is undone when it ends.
 */
vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
