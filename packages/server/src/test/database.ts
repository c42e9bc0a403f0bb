import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, openDatabase, type QueryObserver } from '../db/client.ts';
import { databaseUrlFor, withAdminClient } from './pg-admin.ts';

/**
 * A database of this caller's own, empty and migrated: on PostgreSQL a copy of the migrated template; on
 * PGlite one of this worker's embedded instances, emptied. Close it when done (buildTestApp does). An `observer`
 * is told of every statement the app runs on it (a test counting round trips).
 */
export async function createTestDatabase(
  options: { observer?: QueryObserver } = {},
): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = url ? inject('templateDatabase') : undefined;
  if (!url || !template) return leaseEmbedded(options.observer);

  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(url, (c) => c.query(`create database "${name}" template "${template}"`));
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrlFor(url, name),
    poolSize: 10,
    ...(options.observer ? { observer: options.observer } : {}),
  });
  return {
    ...database,
    url: databaseUrlFor(url, name),
    close: async () => {
      await database.close();
      await withAdminClient(url, (c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

export const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

/*
 * Opening PGlite and migrating costs seconds; emptying its tables costs milliseconds. The server project runs
 * without isolation (vitest.config.ts), so a worker's instances outlive each test file: they are kept on
 * globalThis (modules are re-evaluated per file) and lent out one caller at a time. A second database open at
 * the same time gets a second instance.
 */
type Pool = { idle: PGlite[] };
const POOL_KEY = Symbol.for('talent-platform.test.pglite-pool');
const workerGlobals = globalThis as Record<symbol, Pool>;
workerGlobals[POOL_KEY] ??= { idle: [] };
const pool = workerGlobals[POOL_KEY];

const EMPTY_TABLES = `
  select coalesce(string_agg(format('%I.%I', schemaname, tablename), ', '), '') as tables
  from pg_tables where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`;

async function leaseEmbedded(observer?: QueryObserver): Promise<Database> {
  const client = await takeIdle();
  let lent = true;
  // Whatever still holds this lease after close (a timer, a late request) fails loudly instead of writing into
  // the next file's data.
  const guarded = new Proxy(client, {
    get(target, property) {
      if (!lent) throw new Error('this test database was closed');
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const database = await openDatabase({ kind: 'pglite', pglite: guarded, ...(observer ? { observer } : {}) });
  return {
    ...database,
    close: async () => {
      if (!lent) return;
      lent = false;
      if (!client.closed) pool.idle.push(client);
    },
  };
}

/** An idle instance emptied (identities restarted, as in a new database), or a new migrated one. */
async function takeIdle(): Promise<PGlite> {
  for (let client = pool.idle.pop(); client; client = pool.idle.pop()) {
    try {
      await client.query('reset all');
      const { rows } = await client.query<{ tables: string }>(EMPTY_TABLES);
      if (rows[0]?.tables) await client.exec(`truncate ${rows[0].tables} restart identity cascade`);
      return client;
    } catch {
      // A test left it unusable (an aborted transaction, a dropped table...): it is replaced.
      await client.close().catch(() => {});
    }
  }
  const client = await PGlite.create();
  await (await openDatabase({ kind: 'pglite', pglite: client })).migrate();
  await assertMigrationsLeaveTablesEmpty(client);
  return client;
}

/** Emptying is only the same as a fresh database while migrations insert no rows. */
async function assertMigrationsLeaveTablesEmpty(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ tables: string }>(EMPTY_TABLES);
  for (const table of rows[0]?.tables.split(', ').filter(Boolean) ?? []) {
    const { rows: found } = await client.query(`select 1 from ${table} limit 1`);
    if (found.length) {
      throw new Error(`a migration inserts rows into ${table}: test/database.ts empties tables between files`);
    }
  }
}
