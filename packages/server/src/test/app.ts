import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from './database.ts';

export const TEST_CAPTCHA = 'TESTX';

export type TestApp = FastifyInstance;

const GENEROUS_LIMITS = {
  RATE_LIMIT_ANONYMOUS_PER_IP: '100000',
  RATE_LIMIT_WRITES_PER_IP: '100000',
  RATE_LIMIT_WRITES_PER_ACCOUNT: '100000',
  RATE_LIMIT_CAPTCHAS_PER_IP: '100000',
};

/** The whole app on a database of its own, as users reach it: through HTTP (app.inject). */
export async function buildTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: TestApp) => void | Promise<void>,
  options: { database?: Database } = {},
): Promise<TestApp> {
  // Uploads go to a folder of this app's own, removed when it closes.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CAPTCHA_TEST_ANSWER: TEST_CAPTCHA,
    WEB_DIST: '/nonexistent',
    // A test file sends hundreds of calls a minute from one address: the limits count, but far above that
    // (rate-limit.test.ts sets low ones).
    ...GENEROUS_LIMITS,
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  try {
    // No web app unless the test names one (WEB_DIST, and WEB_RENDERER for drawn pages).
    const app = await buildApp({ ...config, webDist: env.WEB_DIST ? config.webDist : null }, { database });
    if (!options.database) app.addHook('onClose', () => database.close());
    app.addHook('onClose', () => fs.rmSync(dataDir, { recursive: true, force: true }));
    await beforeReady?.(app);
    await app.ready();
    return app;
  } catch (error) {
    // The caller never gets an app to close: the database goes back now, not with the worker.
    if (!options.database) await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Two server instances on one PostgreSQL database, each with its own connection pool, as two processes behind a
 * load balancer would be (docs/architecture.md#several-instances). `close()` ends both and drops the database.
 */
export async function buildTwoInstances(env: Record<string, string> = {}) {
  const { openDatabase } = await import('../db/client.ts');
  const shared = await createTestDatabase();
  const second = await openDatabase({ kind: 'postgres', url: shared.url as string });
  const a = await buildTestApp(env, undefined, { database: shared });
  const b = await buildTestApp(env, undefined, { database: second });
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await second.close();
      await shared.close();
    },
  };
}
