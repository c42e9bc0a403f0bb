import { ENDED_SESSION_RETENTION_DAYS } from '@app/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { onPostgres } from '../../test/database.ts';
import { authHeader, getCaptchaId, registerUser } from '../../test/factories.ts';
import { SWEEP_LOCK } from './index.ts';

const PROFILE = '/u/v1/user/get/crude/and/profile';

let app: TestApp;
beforeAll(async () => {
  // The scheduled sweep runs every 100 ms here; the default is minutes.
  app = await buildTestApp({ CLEANUP_INTERVAL_MS: '100' });
});
afterAll(() => app.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function sessionCount(userId: number) {
  const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from sessions where user_id = ${userId}`);
  return row?.n ?? 0;
}

/** Ends a user's session `days` ago (expired or revoked), as if that had happened then. */
async function endSession(userId: number, how: 'expired' | 'revoked', days: number) {
  const when = sql`now() - make_interval(days => ${days})`;
  if (how === 'expired')
    await app.database.db.execute(sql`update sessions set expires_at = ${when} where user_id = ${userId}`);
  else await app.database.db.execute(sql`update sessions set revoked_at = ${when} where user_id = ${userId}`);
}

async function eventually(what: string, check: () => Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the periodic purge', () => {
  it('removes ended sessions, captchas and rate-limit windows, and keeps everything still in use', async () => {
    const live = await registerUser(app);
    const longExpired = await registerUser(app);
    const longRevoked = await registerUser(app);
    const recentlyRevoked = await registerUser(app);
    const recentlyExpired = await registerUser(app);
    const past = ENDED_SESSION_RETENTION_DAYS + 1;
    await endSession(longExpired.id, 'expired', past);
    await endSession(longRevoked.id, 'revoked', past);
    await endSession(recentlyRevoked.id, 'revoked', 1);
    await endSession(recentlyExpired.id, 'expired', 0);

    const freshCaptcha = await getCaptchaId(app);
    const staleCaptcha = await getCaptchaId(app);
    await app.database.db.execute(
      sql`update captchas set expires_at = now() - interval '1 second' where id = ${staleCaptcha}`,
    );

    await app.database.db.execute(sql`insert into rate_limit_counters (key, count, reset_at) values
      ('maintenance-test:ended', 3, now() - interval '1 second'),
      ('maintenance-test:open', 3, now() + interval '1 hour')`);

    await eventually('the scheduled sweep', async () => {
      const [gone] = await rows<{ n: number }>(sql`select
        (select count(*) from sessions where user_id in (${longExpired.id}, ${longRevoked.id}))
        + (select count(*) from captchas where id = ${staleCaptcha})
        + (select count(*) from rate_limit_counters where key = 'maintenance-test:ended') as n`);
      return Number(gone?.n) === 0;
    });

    expect(await sessionCount(live.id)).toBe(1);
    expect(await sessionCount(recentlyRevoked.id)).toBe(1);
    expect(await sessionCount(recentlyExpired.id)).toBe(1);
    expect((await app.inject({ method: 'GET', url: PROFILE, headers: authHeader(live.token) })).statusCode).toBe(200);
    expect(await rows(sql`select 1 from captchas where id = ${freshCaptcha}`)).toHaveLength(1);
    expect(await rows(sql`select 1 from rate_limit_counters where key = 'maintenance-test:open'`)).toHaveLength(1);
  });

  it('deletes in bounded batches until nothing expired is left', async () => {
    await app.database.db.execute(sql`insert into captchas (id, answer, expires_at)
      select gen_random_uuid(), 'OLD', now() - interval '1 minute' from generate_series(1, 12000)`);
    await eventually('every expired captcha to go', async () => {
      return (await rows(sql`select 1 from captchas where answer = 'OLD' limit 1`)).length === 0;
    });
  });
});

describe('periodic tasks', () => {
  it('run under the sweep lock and answer whether they did work', async () => {
    // No job has applications here, and an empty hot jobs ranking is recomputed on every run (it costs an
    // empty index range). A run the 100 ms sweep's lock skips answers null.
    await eventually('a run of the hot jobs task', async () => {
      const { hot_jobs: done } = await app.maintenance.runTasks();
      expect(done).not.toBe(false);
      return done === true;
    });
  });
});

describe.skipIf(!onPostgres())('several instances', () => {
  it('leaves the sweep to the instance that holds the lock', async () => {
    const other = new pg.Client({ connectionString: (app.database as { url?: string }).url });
    await other.connect();
    try {
      // Another instance is sweeping: it holds the lock for as long as its batch runs.
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock(hashtext($1))', [SWEEP_LOCK]);
      const stale = await getCaptchaId(app);
      await app.database.db.execute(
        sql`update captchas set expires_at = now() - interval '1 second' where id = ${stale}`,
      );
      expect(await app.maintenance.sweep()).toEqual({ swept: false, removed: {} });
      expect(await app.maintenance.runTasks()).toEqual({
        hot_jobs: null,
        hot_majors: null,
        saved_search_alerts: null,
        talent_index: null,
      });
      await new Promise((resolve) => setTimeout(resolve, 300)); // the scheduled sweeps skip as well
      expect(await rows(sql`select 1 from captchas where id = ${stale}`)).toHaveLength(1);

      await other.query('commit');
      await eventually('the sweep after the lock is free', async () => {
        return (await rows(sql`select 1 from captchas where id = ${stale}`)).length === 0;
      });
    } finally {
      await other.end();
    }
  });
});
