import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { login } from '../../test/factories.ts';
import { users } from '../schema/index.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import { seedDemoIfWanted, shouldSeed } from './index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('demo seed', () => {
  it('seeds the embedded default but never production', () => {
    expect(shouldSeed(loadConfig({}))).toBe(true);
    expect(shouldSeed(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(shouldSeed(loadConfig({ DATABASE_URL: 'postgres://x@y/z' }))).toBe(false);
    expect(shouldSeed(loadConfig({ DATABASE_URL: 'postgres://x@y/z', SEED_DEMO: 'yes' }))).toBe(true);
  });

  it('seeds once, and the README logins work', async () => {
    const config = loadConfig({ SEED_DEMO: 'yes', LOG_LEVEL: 'silent' });
    await seedDemoIfWanted(app, config);
    const [first] = await app.database.db.select({ n: count() }).from(users);
    await seedDemoIfWanted(app, config);
    const [second] = await app.database.db.select({ n: count() }).from(users);
    expect(second?.n).toBe(first?.n);
    for (const role of ['1', '2', '3'] as const) {
      const demo = DEMO_USERS.find((u) => u.role === role);
      expect((await login(app, demo?.phone as string, DEMO_PASSWORD)).role).toBe(role);
    }
  });
});
