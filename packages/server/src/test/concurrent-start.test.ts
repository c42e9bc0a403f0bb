import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { onPostgres } from './database.ts';
import { databaseUrlFor, withAdminClient } from './pg-admin.ts';

// Instances started at once on a database with migrations to apply (a first deploy, a scaled rollout): each
// migrates on start. Without taking turns the later one applied them again and died on "already exists".
describe.skipIf(!onPostgres())('instances migrating one database at once', () => {
  // Read when the suite runs, not when it is collected: on PGlite there is no URL to parse.
  const admin = process.env.TEST_DATABASE_URL ?? 'postgres://unused';
  const name = `migrate_race_${randomBytes(4).toString('hex')}`;
  const url = databaseUrlFor(admin, name);
  beforeAll(() => withAdminClient(admin, (c) => c.query(`create database "${name}"`)));
  afterAll(() => withAdminClient(admin, (c) => c.query(`drop database if exists "${name}" with (force)`)));

  it('all succeed, and the migrations are applied once', async () => {
    const databases = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url, limits: { poolSize: 1 } })),
    );
    try {
      const results = await Promise.allSettled(databases.map((database) => database.migrate()));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
      const applied = await withAdminClient(url, (c) =>
        c.query<{ n: number; distinct: number }>(
          'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
        ),
      );
      expect(applied.rows[0]?.n).toBeGreaterThan(0);
      expect(applied.rows[0]?.n).toBe(applied.rows[0]?.distinct);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });
});
