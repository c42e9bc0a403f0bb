import { ENDED_SESSION_RETENTION_DAYS } from '@app/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { onPostgres } from '../../test/database.ts';
import { authHeader, getCaptchaId, registerUser } from '../../test/factories.ts';
import { BATCH_SIZE, createMaintenanceService, MAX_BATCHES_PER_TABLE, type Purger, SWEEP_LOCK } from './index.ts';
import type { MaintenanceRepository } from './repository.ts';

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

/** Retries `check` (its expectations) until it passes: the periodic task runs on its own timer. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 50 });

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

    await eventually(async () => {
      const [gone] = await rows<{ n: number }>(sql`select
        (select count(*) from sessions where user_id in (${longExpired.id}, ${longRevoked.id}))
        + (select count(*) from captchas where id = ${staleCaptcha})
        + (select count(*) from rate_limit_counters where key = 'maintenance-test:ended') as n`);
      expect(Number(gone?.n), 'rows the scheduled sweep should have removed').toBe(0);
    });

    expect(await sessionCount(live.id)).toBe(1);
    expect(await sessionCount(recentlyRevoked.id)).toBe(1);
    expect(await sessionCount(recentlyExpired.id)).toBe(1);
    expect((await app.inject({ method: 'GET', url: PROFILE, headers: authHeader(live.token) })).statusCode).toBe(200);
    expect(await rows(sql`select 1 from captchas where id = ${freshCaptcha}`)).toHaveLength(1);
    expect(await rows(sql`select 1 from rate_limit_counters where key = 'maintenance-test:open'`)).toHaveLength(1);
  });

  it(`deletes a table in batches of ${BATCH_SIZE}, at most ${MAX_BATCHES_PER_TABLE} in one sweep, and the next sweep goes on`, async () => {
    const cap = BATCH_SIZE * MAX_BATCHES_PER_TABLE;
    const big = expiredRows('big', cap + 1234);
    // A short batch ends a table; so does an empty one after a full one.
    const small = expiredRows('small', BATCH_SIZE + 1);
    const exact = expiredRows('exact', BATCH_SIZE);
    const service = createMaintenanceService(lockAlwaysFree, [big.purger, small.purger, exact.purger]);

    expect(await service.sweep()).toEqual({
      swept: true,
      removed: { big: cap, small: BATCH_SIZE + 1, exact: BATCH_SIZE },
    });
    expect(big.limits).toEqual(Array(MAX_BATCHES_PER_TABLE).fill(BATCH_SIZE));
    expect(small.limits).toEqual([BATCH_SIZE, BATCH_SIZE]);
    expect(exact.limits).toEqual([BATCH_SIZE, BATCH_SIZE]);

    expect(await service.sweep()).toEqual({ swept: true, removed: { big: 1234, small: 0, exact: 0 } });
    expect(big.left()).toBe(0);
  });

  it('stops at once when another instance holds the lock', async () => {
    const table = expiredRows('table', 10);
    const held: MaintenanceRepository = { ...lockAlwaysFree, purgeBatch: async () => null };
    expect(await createMaintenanceService(held, [table.purger]).sweep()).toEqual({ swept: false, removed: {} });
    expect(table.left()).toBe(10);
  });

  it("an area's purge deletes at most the batch it is given", async () => {
    // In one transaction, which the scheduled sweep cannot see into (PGlite runs it only after).
    const batches = await app.database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into captchas (id, answer, expires_at)
        select gen_random_uuid(), 'OLD', now() - interval '1 minute' from generate_series(1, ${2 * BATCH_SIZE + 2000})`);
      const removed: number[] = [];
      do removed.push(await app.services.auth.withTx(tx).purgeExpiredCaptchas(BATCH_SIZE));
      while (removed.at(-1) !== 0);
      return removed;
    });
    expect(batches).toEqual([BATCH_SIZE, BATCH_SIZE, 2000, 0]);
  });
});

/** A table of `count` expired rows, on no database, that records the limit of each batch asked of it. */
function expiredRows(name: string, count: number) {
  const limits: number[] = [];
  let left = count;
  const purger: Purger = {
    name,
    purge: async (_tx, limit) => {
      limits.push(limit);
      const removed = Math.min(limit, left);
      left -= removed;
      return removed;
    },
  };
  return { purger, limits, left: () => left };
}

/** The sweep lock, always this instance's. */
const lockAlwaysFree: MaintenanceRepository = {
  underLock: (work) => work({} as Db),
  purgeBatch: (purger, limit) => purger.purge({} as Db, limit),
};

describe('periodic tasks', () => {
  it('run under the sweep lock and answer whether they did work', async () => {
    // No job has applications here, and an empty hot jobs ranking is recomputed on every run (it costs an
    // empty index range). A run the 100 ms sweep's lock skips answers null.
    await eventually(async () => {
      const { hot_jobs: done } = await app.maintenance.runTasks();
      expect(done, 'a run of the hot jobs task').toBe(true);
    });
  });
});

describe.skipIf(!onPostgres())('several instances', () => {
  const INTERVAL = 1000;
  /** An instance of its own, whose scheduled runs the test starts. */
  let instance: TestApp;
  beforeAll(async () => {
    // The scheduled runs on a fake interval timer: the test makes each one happen (nothing else is faked).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    instance = await buildTestApp({ CLEANUP_INTERVAL_MS: String(INTERVAL) });
  });
  afterAll(async () => {
    await instance?.close();
    vi.useRealTimers();
  });

  /** The scheduled sweep's next run (and the task due with it), to its end. */
  async function scheduledSweep() {
    vi.advanceTimersByTime(INTERVAL);
    await instance.maintenance.idle();
  }

  it('leaves the sweep to the instance that holds the lock', async () => {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await instance.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    const other = new pg.Client({ connectionString: (instance.database as { url?: string }).url });
    await other.connect();
    try {
      // Another instance is sweeping: it holds the lock for as long as its batch runs.
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock(hashtext($1))', [SWEEP_LOCK]);
      const stale = await getCaptchaId(instance);
      await instance.database.db.execute(
        sql`update captchas set expires_at = now() - interval '1 second' where id = ${stale}`,
      );
      expect(await instance.maintenance.sweep()).toEqual({ swept: false, removed: {} });
      expect(await instance.maintenance.runTasks()).toEqual({
        hot_jobs: null,
        hot_majors: null,
        saved_search_alerts: null,
        talent_index: null,
      });
      // The scheduled sweep skips as well.
      await scheduledSweep();
      expect(await rows(sql`select 1 from captchas where id = ${stale}`)).toHaveLength(1);

      // Once the lock is free the sweep goes on. (Called here: a scheduled one may lose the lock to the task that
      // shares its period, and skip that round.)
      await other.query('commit');
      expect(await instance.maintenance.sweep()).toMatchObject({ swept: true, removed: { captchas: 1 } });
      expect(await rows(sql`select 1 from captchas where id = ${stale}`)).toHaveLength(0);
    } finally {
      await other.end();
    }
  });
});
