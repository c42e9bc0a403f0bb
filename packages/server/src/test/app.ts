import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from './database.ts';

export const TEST_CAPTCHA = 'TESTX';

export type TestApp = FastifyInstance;

/** The whole app on a database of its own, as users reach it: through HTTP (app.inject). */
export async function buildTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: TestApp) => void | Promise<void>,
  options: { database?: Database } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_TEST_ANSWER: TEST_CAPTCHA,
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({ ...config, webDist: null }, { database });
  if (!options.database) app.addHook('onClose', () => database.close());
  await beforeReady?.(app);
  await app.ready();
  return app;
}
