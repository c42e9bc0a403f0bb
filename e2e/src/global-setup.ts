import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export const E2E_CAPTCHA = 'TESTX';
const webDist = path.resolve(import.meta.dirname, '../../packages/web/dist');

/**
 * One real server for the whole e2e run: the built web app on a fresh embedded database with the demo
 * data, exactly what `npm start` serves, plus CAPTCHA_TEST_ANSWER so a browser can pass the captcha.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The web app is not built: run "npm run build" first (npm run test:e2e does).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const { buildApp } = await import('@app/server/src/app.ts');
  const { loadConfig } = await import('@app/server/src/config.ts');
  const { seedDemoIfWanted } = await import('@app/server/src/db/seed/index.ts');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    DATA_DIR: dataDir,
    CAPTCHA_TEST_ANSWER: E2E_CAPTCHA,
    WEB_DIST: webDist,
    SEED_DEMO: 'yes',
    // Every browser of the run calls from 127.0.0.1: the limits count, but far above what the run sends.
    RATE_LIMIT_ANONYMOUS_PER_IP: '100000',
    RATE_LIMIT_WRITES_PER_IP: '100000',
    RATE_LIMIT_WRITES_PER_ACCOUNT: '100000',
    RATE_LIMIT_CAPTCHAS_PER_IP: '100000',
    MESSAGE_STREAMS_PER_IP: '100000',
    // A saved search's alert follows a job's approval within seconds, not the 15 minutes of production.
    SAVED_SEARCH_ALERTS_MS: '2000',
    // The drawn-page tests check what is drawn: a loaded machine may take past production's 2 s to draw it.
    WEB_RENDER_TIMEOUT_MS: '30000',
  });
  const app = await buildApp(config);
  await seedDemoIfWanted(app, config);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The page renderer loads beside the start (ADR 0097): the drawn pages' tests need it there.
  if (!(await app.documentRendererLoaded)) throw new Error('the page renderer did not load: run npm run build');
  project.provide('baseUrl', address);

  return async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
