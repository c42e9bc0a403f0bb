import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_CAPTCHA, type TestApp } from '../test/app.ts';
import { createTestDatabase, onPostgres } from '../test/database.ts';
import { authHeader, getCaptchaId, login, nextPhone, registerUser, TEST_PASSWORD } from '../test/factories.ts';
import { expectBilingualError } from '../test/http.ts';
import { type Database, type DatabaseLog, openDatabase, type PostgresLimits } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const UNAVAILABLE = 'The service is temporarily unavailable, please try again later';
const PROFILE = '/u/v1/user/get/crude/and/profile';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Connection faults the pool reported, instead of letting them end the process. */
function recordingLog() {
  const faults: string[] = [];
  const log: DatabaseLog = {
    warn: (details) => faults.push(String((details as { err?: Error }).err?.message)),
  };
  return { log, faults };
}

async function adminClient(url: string) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

const TERMINATE_OTHERS = `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
  where datname = current_database() and pid <> pg_backend_pid()`;

async function healthy(app: TestApp) {
  const res = await app.inject({ method: 'GET', url: '/healthz' });
  return res.statusCode === 200 ? true : undefined;
}

/** Each answer either succeeded or is the 503 envelope; never a 500 or anything else. */
function okOr503(res: Awaited<ReturnType<TestApp['inject']>>): boolean {
  if (res.statusCode === 200) return true;
  expectBilingualError(res, 503, UNAVAILABLE);
  expect(res.headers['retry-after']).toBeDefined();
  return false;
}

describe.skipIf(!onPostgres())('PostgreSQL dropping connections', () => {
  let base: Awaited<ReturnType<typeof createTestDatabase>>;
  let url: string;
  let admin: pg.Client;

  beforeAll(async () => {
    base = await createTestDatabase();
    url = base.url as string;
    admin = await adminClient(url);
  });
  afterAll(async () => {
    await admin.end();
    await base.close();
  });

  async function appOn(database: Database, env: Record<string, string> = {}) {
    return buildTestApp(env, undefined, { database });
  }

  it('runs its queries without JIT compilation (40-50 ms on a LIMIT walk the planner costs high)', async () => {
    const database = await openDatabase({ kind: 'postgres', url, limits: { poolSize: 1 } });
    try {
      const result = (await database.db.execute(sql`show jit`)) as unknown as { rows: Array<{ jit: string }> };
      expect(result.rows[0]?.jit).toBe('off');
    } finally {
      await database.close();
    }
  });

  it('keeps serving while its backends are terminated, and loses no acknowledged write', async () => {
    const { log, faults } = recordingLog();
    const database = await openDatabase({ kind: 'postgres', url, limits: { poolSize: 4 }, log });
    const app = await appOn(database);
    try {
      // Idle pooled connections killed while no request runs: each emits 'error' on its client.
      await Promise.all(Array.from({ length: 4 }, () => getCaptchaId(app)));
      const killed = (await admin.query<{ n: number }>(TERMINATE_OTHERS)).rows[0]?.n ?? 0;
      expect(killed).toBeGreaterThan(0);
      await eventually('the idle faults', async () => (faults.length > 0 ? true : undefined));

      // Then killed again and again while requests run.
      let terminating = true;
      const terminator = (async () => {
        // Bursts of kills with quiet spells between them, so on a slow machine some requests still get through.
        for (let round = 0; terminating; round += 1) {
          await admin.query(TERMINATE_OTHERS);
          await sleep(round % 10 === 9 ? 1500 : 15);
        }
      })();
      const acknowledged: string[] = [];
      let refused = 0;
      // At least 20 attempts, and on until both outcomes were seen (bounded).
      for (let i = 0; i < 200 && (i < 20 || acknowledged.length === 0 || refused === 0); i += 1) {
        const captcha = await app.inject({ method: 'GET', url: '/u/v1/base/captcha' });
        if (!okOr503(captcha)) {
          refused += 1;
          continue;
        }
        const phone = nextPhone();
        const res = await app.inject({
          method: 'POST',
          url: '/u/v1/user/register',
          payload: {
            mobile: phone,
            password: TEST_PASSWORD,
            captcha: TEST_CAPTCHA,
            captcha_id: captcha.json().data.captchaId,
            role: '3',
          },
        });
        if (okOr503(res)) acknowledged.push(phone);
        else refused += 1;
      }
      terminating = false;
      await terminator;

      expect(refused).toBeGreaterThan(0);
      expect(acknowledged.length).toBeGreaterThan(0);
      await eventually('/healthz to answer 200 again', () => healthy(app));
      for (const phone of acknowledged) expect((await login(app, phone, TEST_PASSWORD)).token).toBeTruthy();
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('survives a connection dropped in the middle of a transaction and does not leak it', async () => {
    const { log, faults } = recordingLog();
    // One connection: a leaked client would leave no connection for the query after.
    const database = await openDatabase({
      kind: 'postgres',
      url,
      limits: { poolSize: 1, connectTimeoutMs: 2000 },
      log,
    });
    try {
      const failed = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // Checked out and between two queries: no query receives this error, the client itself does.
        await admin.query(TERMINATE_OTHERS);
        await eventually('the fault', async () => (faults.length > 0 ? true : undefined));
        await tx.execute(sql`select 2`);
      });
      const error = await failed.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      await expect(database.db.execute(sql`select 3`)).resolves.toBeDefined();
    } finally {
      await database.close();
    }
  });

  it('gives back the pool slot of a transaction whose connection dies as it begins', async () => {
    const { log } = recordingLog();
    const database = await openDatabase({
      kind: 'postgres',
      url,
      limits: { poolSize: 1, connectTimeoutMs: 1000 },
      log,
    });
    try {
      let storming = true;
      const terminator = (async () => {
        while (storming) {
          await admin.query(TERMINATE_OTHERS);
          await sleep(3);
        }
      })();
      const failures: unknown[] = [];
      const until = Date.now() + 1500;
      const worker = async () => {
        while (Date.now() < until) {
          await database.db
            .transaction(async (tx) => {
              await tx.execute(sql`select 1`);
            })
            .catch((error: unknown) => failures.push(error));
        }
      };
      await Promise.all([worker(), worker(), worker()]);
      storming = false;
      await terminator;

      expect(failures.length).toBeGreaterThan(0);
      expect(failures.filter((error) => !isDatabaseUnavailable(error))).toEqual([]);
      // A leaked client would leave the one-connection pool empty: this would time out.
      await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
    } finally {
      await database.close();
    }
  });

  it('answers 503 while the server is away and recovers by itself when it is back', async () => {
    const target = new URL(url);
    const proxy = await startProxy(Number(target.port || 5432), target.hostname);
    const viaProxy = new URL(url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const { log, faults } = recordingLog();
    const database = await openDatabase({ kind: 'postgres', url: viaProxy.toString(), log });
    const app = await appOn(database);
    try {
      const user = await registerUser(app);
      expect((await app.inject({ method: 'GET', url: PROFILE, headers: authHeader(user.token) })).statusCode).toBe(200);

      await proxy.stop(); // a restart: every connection drops, new ones are refused
      await eventually('the dropped connection', async () => (faults.length > 0 ? true : undefined));
      expectBilingualError(await app.inject({ method: 'GET', url: '/healthz' }), 503, UNAVAILABLE);
      const during = await app.inject({ method: 'GET', url: PROFILE, headers: authHeader(user.token) });
      expectBilingualError(during, 503, UNAVAILABLE);
      expectBilingualError(await app.inject({ method: 'GET', url: '/u/v1/base/captcha' }), 503, UNAVAILABLE);

      await proxy.start();
      await eventually('/healthz to answer 200 again', () => healthy(app));
      expect((await app.inject({ method: 'GET', url: PROFILE, headers: authHeader(user.token) })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await proxy.stop();
    }
  });

  // The lock is held until each check is done: a wait that no timeout ends would outlast the test.
  describe('a table held by a lock', () => {
    // The statement timeout out of the test's reach: only the lock timeout can end the wait.
    const limits: Partial<PostgresLimits> = { lockTimeoutMs: 500, statementTimeoutMs: 10 * 60_000 };

    async function withUsersLocked(fn: () => Promise<void>) {
      const holder = await adminClient(url);
      try {
        await holder.query('begin');
        await holder.query('lock table users in access exclusive mode');
        await fn();
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
    }

    it('answers a signed-in call 503 once the lock timeout ends its wait, and /healthz reports it', async () => {
      const database = await openDatabase({ kind: 'postgres', url, limits, log: recordingLog().log });
      const app = await appOn(database);
      try {
        const user = await registerUser(app);
        await withUsersLocked(async () => {
          const res = await app.inject({ method: 'GET', url: PROFILE, headers: authHeader(user.token) });
          expectBilingualError(res, 503, UNAVAILABLE);
          expectBilingualError(await app.inject({ method: 'GET', url: '/healthz' }), 503, UNAVAILABLE);
        });
        expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: PROFILE, headers: authHeader(user.token) })).statusCode).toBe(
          200,
        );
      } finally {
        await app.close();
        await database.close();
      }
    });

    it('answers 503 when the statement timeout cancels the wait (no lock timeout)', async () => {
      const database = await openDatabase({
        kind: 'postgres',
        url,
        limits: { lockTimeoutMs: 0, statementTimeoutMs: 400 },
        log: recordingLog().log,
      });
      // /healthz's own timeout out of the test's reach too.
      const app = await appOn(database, { HEALTH_TIMEOUT_MS: String(10 * 60_000) });
      try {
        const user = await registerUser(app);
        await withUsersLocked(async () => {
          const res = await app.inject({ method: 'GET', url: PROFILE, headers: authHeader(user.token) });
          expectBilingualError(res, 503, UNAVAILABLE);
          expectBilingualError(await app.inject({ method: 'GET', url: '/healthz' }), 503, UNAVAILABLE);
        });
      } finally {
        await app.close();
        await database.close();
      }
    });

    it('answers /healthz 503 at its own timeout while its ping would wait for ever', async () => {
      const database = await openDatabase({
        kind: 'postgres',
        url,
        limits: { lockTimeoutMs: 0, statementTimeoutMs: 0 },
        log: recordingLog().log,
      });
      const app = await appOn(database, { HEALTH_TIMEOUT_MS: '300' });
      try {
        await withUsersLocked(async () => {
          expectBilingualError(await app.inject({ method: 'GET', url: '/healthz' }), 503, UNAVAILABLE);
        });
      } finally {
        await app.close();
        await database.close();
      }
    });
  });
});

describe.skipIf(onPostgres())('the embedded database failing', () => {
  it('answers 503 instead of ending the process', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    const app = await buildTestApp({}, undefined, { database });
    try {
      const user = await registerUser(app);
      await database.close();
      expectBilingualError(await app.inject({ method: 'GET', url: '/healthz' }), 503, UNAVAILABLE);
      const res = await app.inject({ method: 'GET', url: PROFILE, headers: authHeader(user.token) });
      expectBilingualError(res, 503, UNAVAILABLE);
    } finally {
      await app.close();
    }
  });
});

/** A TCP relay to PostgreSQL that can be stopped (connections drop, new ones are refused) and started again. */
async function startProxy(targetPort: number, targetHost: string) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const listening = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as net.AddressInfo).port;
        server = listening;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  await start();
  return { port, start, stop };
}
