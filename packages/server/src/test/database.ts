import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { databaseUrlFor, withAdminClient } from './pg-admin.ts';

/** A database of this test file's own: a copy of the migrated template on PostgreSQL, or PGlite in memory. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = url ? inject('templateDatabase') : undefined;
  if (!url || !template) return openDatabase({ kind: 'pglite' });

  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(url, (c) => c.query(`create database "${name}" template "${template}"`));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrlFor(url, name), poolSize: 10 });
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
