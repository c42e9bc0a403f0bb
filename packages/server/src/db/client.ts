import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type every repository takes: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle is used exactly like the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined = in memory (tests). */
  | { kind: 'pglite'; dataDir?: string; pglite?: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize) : openPglite(options);
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(options: { dataDir?: string; pglite?: PGlite }): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    lock = acquireDataDirLock(options.dataDir);
  }
  try {
    const client =
      options.pglite ?? (await PGlite.create(options.dataDir ? path.join(options.dataDir, 'pglite') : undefined));
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
      ping: async () => {
        try {
          await client.query('select 1');
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
