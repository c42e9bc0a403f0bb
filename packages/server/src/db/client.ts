import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { listenOnPostgres, type Unlisten } from './listener.ts';
import { applyMigrations } from './migrator.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
/** The one database type every repository takes: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations this database has no record of, in the journal's order (db/migrator.ts); answers their tags. */
  migrate(): Promise<string[]>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Calls `onPayload` with each NOTIFY on `channel` (sent with pg_notify, delivered at commit): on PostgreSQL
   * through one dedicated connection that reconnects when dropped (db/listener.ts), on PGlite in process.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
};

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** Where connection faults are reported (the app passes its logger). */
export type DatabaseLog = { warn(details: object, message: string): void };

/** Per-connection limits in ms; 0 = none. */
export type PostgresLimits = {
  poolSize: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  connectTimeoutMs: number;
  idleTimeoutMs: number;
};

const DEFAULT_POSTGRES_LIMITS: PostgresLimits = {
  poolSize: 10,
  statementTimeoutMs: 5000,
  lockTimeoutMs: 2000,
  connectTimeoutMs: 5000,
  idleTimeoutMs: 30_000,
};

/**
 * Told of every statement the app's queries run, on every connection and in transactions (drizzle's logger): tests
 * count a request's round trips with it. PGlite's own BEGIN/COMMIT around a transaction are not statements of ours.
 */
export type QueryObserver = Logger;

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      limits?: Partial<PostgresLimits>;
      log?: DatabaseLog;
      observer?: QueryObserver;
      /** Tests: an older state of the migrations (upgrade.test.ts). */
      migrationsFolder?: string;
    }
  /** dataDir undefined = in memory (tests). */
  | { kind: 'pglite'; dataDir?: string; pglite?: PGlite; observer?: QueryObserver; migrationsFolder?: string };

const drizzleConfig = (observer: QueryObserver | undefined) => ({ schema, ...(observer ? { logger: observer } : {}) });

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options);
}

const consoleLog: DatabaseLog = { warn: (details, message) => console.warn(message, details) };

/**
 * The tables every signed-in call reads: a lock on them makes the ping wait (up to lock_timeout) like those
 * calls do, so /healthz reports a stuck database instead of answering 200 beside it.
 */
const PING_SQL = 'select 1 from users, sessions limit 0';

/**
 * How a search reads one tier of a LIMIT query (lib/search, ADR 0090): walking the recency index, or the token
 * indexes and a sort. The planner misjudges phrases, so the search decides and the connection is told.
 */
export type SearchPlan = 'walk' | 'gin';

/** The planner settings of each plan, given to a connection when it opens. */
const PLAN_SETTINGS: Record<SearchPlan, string> = {
  walk: '-c enable_bitmapscan=off -c enable_seqscan=off',
  gin: '-c enable_indexscan=off -c enable_seqscan=off',
};

const plannedDbs = new WeakMap<Db, Record<SearchPlan, Db>>();

/**
 * A database whose connections plan every query the `plan` way, beside `db`: one round trip for a tier instead of
 * four (BEGIN, set_config, the query, COMMIT). Only on PostgreSQL; PGlite (one connection) and a transaction answer
 * undefined, and the search sets the plan in a transaction of its own.
 */
export const plannedDb = (db: Db, plan: SearchPlan): Db | undefined => plannedDbs.get(db)?.[plan];

async function openPostgres(options: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<Database> {
  const limits = { ...DEFAULT_POSTGRES_LIMITS, ...options.limits };
  const log = options.log ?? consoleLog;
  const openPool = (settings = '') => {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? limits.poolSize,
      connectionTimeoutMillis: limits.connectTimeoutMs,
      idleTimeoutMillis: limits.idleTimeoutMs,
      statement_timeout: limits.statementTimeoutMs,
      lock_timeout: limits.lockTimeoutMs,
      // JIT pays 40-50 ms of compilation when the planner's cost passes jit_above_cost, which a LIMIT walk over
      // 1M rows does on paper while it reads a few hundred: never worth it for short queries (ADR 0090).
      options: `-c jit=off ${settings}`.trim(),
    });
    // A connection the server drops (restart, pg_terminate_backend) emits 'error' on its client; with no
    // listener Node ends the process. Idle clients are then discarded by the pool, checked-out ones fail their
    // next query and are discarded on release.
    pool.on('connect', (client) => {
      client.on('error', (err) => log.warn({ err }, 'database connection lost'));
    });
    pool.on('error', () => {});
    const connect = pool.connect.bind(pool);
    pool.connect = ((callback?: Parameters<typeof connect>[0]) =>
      callback ? connect(callback) : connect().then(releasedWhenBroken)) as typeof pool.connect;
    return pool;
  };
  const pool = openPool();
  // Connections open on demand and close when idle: the planned pools cost nothing until searches use them.
  const walkPool = openPool(PLAN_SETTINGS.walk);
  const ginPool = openPool(PLAN_SETTINGS.gin);
  const config = drizzleConfig(options.observer);
  const db = drizzlePg(pool, config) as unknown as Db;
  plannedDbs.set(db, {
    walk: drizzlePg(walkPool, config) as unknown as Db,
    gin: drizzlePg(ginPool, config) as unknown as Db,
  });
  return {
    db,
    kind: 'postgres',
    listen: (channel, onPayload) =>
      listenOnPostgres({ url: options.url, channel, onPayload, log, connectTimeoutMs: limits.connectTimeoutMs }),
    migrate: () => migrateWithoutTimeouts(options.url, options.migrationsFolder ?? migrationsFolder),
    ping: async () => {
      try {
        await pool.query(PING_SQL);
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await Promise.all([pool.end(), walkPool.end(), ginPool.end()]);
    },
  };
}

/**
 * Drizzle's transaction() sends BEGIN before the try/finally that releases its client (drizzle-orm#6023, open
 * in 0.45): a connection dying at that moment kept its pool slot forever, and a few such faults left the
 * pool empty for good. A checked-out client whose connection fails is handed back (and discarded) at once;
 * its holder's own release afterwards does nothing.
 */
function releasedWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const done = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', done);
    release(err);
  };
  client.on('error', done);
  client.release = done;
  return client;
}

/**
 * Migrations may rewrite big tables: they run on a connection of their own without the request timeouts. Instances
 * starting at once take turns (an advisory lock): the later one finds the migrations applied, where it would
 * otherwise apply them again and die on "already exists".
 */
async function migrateWithoutTimeouts(url: string, folder: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('migrations'))`);
    return await applyMigrations(drizzlePg(client), folder);
  } finally {
    // Ending the session releases its lock.
    await client.end();
  }
}

async function openPglite(options: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    lock = acquireDataDirLock(options.dataDir);
  }
  try {
    const client =
      options.pglite ?? (await PGlite.create(options.dataDir ? path.join(options.dataDir, 'pglite') : undefined));
    const db = drizzlePglite(client, drizzleConfig(options.observer)) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      listen: async (channel, onPayload) => {
        const unlisten = await client.listen(channel, onPayload);
        let done = false;
        return async () => {
          if (done) return;
          done = true;
          await unlisten().catch(() => {});
        };
      },
      // One process holds the instance (the data-directory lock): nobody migrates beside it.
      migrate: () => applyMigrations(drizzlePglite(client), options.migrationsFolder ?? migrationsFolder),
      ping: async () => {
        try {
          await client.query(PING_SQL);
          return true;
        } catch {
          return false;
        }
      },
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
