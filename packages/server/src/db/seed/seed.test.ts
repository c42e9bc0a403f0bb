import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { login } from '../../test/factories.ts';
import { resumes, talentIndex, users } from '../schema/index.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import { seedDemoIfWanted, shouldSeed } from './index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('demo seed', () => {
  it('seeds the embedded default on loopback, and elsewhere only on SEED_DEMO=yes', () => {
    expect(shouldSeed(loadConfig({}))).toBe(true);
    expect(shouldSeed(loadConfig({ HOST: 'localhost' }))).toBe(true);
    expect(shouldSeed(loadConfig({ HOST: '::1' }))).toBe(true);
    // Reachable from other machines, production or a shared database: the published password must not work there.
    expect(shouldSeed(loadConfig({ HOST: '0.0.0.0' }))).toBe(false);
    expect(shouldSeed(loadConfig({ HOST: '192.168.1.20' }))).toBe(false);
    expect(shouldSeed(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(shouldSeed(loadConfig({ DATABASE_URL: 'postgres://x@y/z' }))).toBe(false);
    for (const env of [{ HOST: '0.0.0.0' }, { NODE_ENV: 'production' }, { DATABASE_URL: 'postgres://x@y/z' }]) {
      expect(shouldSeed(loadConfig({ ...env, SEED_DEMO: 'yes' }))).toBe(true);
    }
    expect(shouldSeed(loadConfig({ SEED_DEMO: 'no' }))).toBe(false);
  });

  // The whole demo is seeded here (hundreds of rows through the services): on PostgreSQL beside the e2e suite it
  // has taken over 30 s, the default for one test.
  it('seeds once, warns that the password is published, and the README logins work', { timeout: 180_000 }, async () => {
    const config = loadConfig({ SEED_DEMO: 'yes', LOG_LEVEL: 'silent' });
    const warn = vi.spyOn(app.log, 'warn');
    await seedDemoIfWanted(app, config);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(DEMO_PASSWORD);
    const [first] = await app.database.db.select({ n: count() }).from(users);
    await seedDemoIfWanted(app, config);
    const [second] = await app.database.db.select({ n: count() }).from(users);
    expect(second?.n).toBe(first?.n);
    for (const role of ['1', '2', '3'] as const) {
      const demo = DEMO_USERS.find((u) => u.role === role);
      expect((await login(app, demo?.phone as string, DEMO_PASSWORD)).role).toBe(role);
    }
  });

  it('indexes every seeded job seeker for the talent pool (ADR 0095)', async () => {
    const db = app.database.db;
    const [withResume] = await db.select({ n: count() }).from(resumes);
    const [listed] = await db.select({ n: count() }).from(talentIndex).where(eq(talentIndex.listed, true));
    expect(listed?.n).toBeGreaterThanOrEqual(30);
    expect(listed?.n).toBe(withResume?.n);
  });

  it('ranks the seeded majors for the hot majors page, and their pages carry descriptions', async () => {
    const seeker = DEMO_USERS.find((u) => u.role === '3');
    const { token } = await login(app, seeker?.phone as string, DEMO_PASSWORD);
    const hot = await app.inject({ method: 'GET', url: '/u/v1/user/get/hot/majors', headers: { 'x-token': token } });
    const { data, total } = hot.json() as { data: { id: number; score: number; level: string }[]; total: number };
    expect(total).toBeGreaterThanOrEqual(20);
    expect(data[0]?.level).toBe('hot');
    expect(data[0]?.score).toBeGreaterThan(0);
    const page = await app.inject({
      method: 'GET',
      url: `/u/v1/user/get/major?id=${data[0]?.id}`,
      headers: { 'x-token': token },
    });
    const major = page.json().data as { item: { description: string }; job_count: number; talent_count: number };
    expect(major.item.description).not.toBe('');
    expect(major.job_count + major.talent_count).toBeGreaterThan(0);
  });
});
