import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase } from './database.ts';

export const TEST_CAPTCHA = 'TESTX';

export type TestApp = FastifyInstance;

/** The whole app on a database of its own, as users reach it: through HTTP (app.inject). */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_TEST_ANSWER: TEST_CAPTCHA,
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ ...config, webDist: null }, { database });
  app.addHook('onClose', () => database.close());
  await app.ready();
  return app;
}
