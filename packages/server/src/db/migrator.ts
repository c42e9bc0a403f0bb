import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Applies every migration of the journal that the database has no record of, in the journal's order, in one
 * transaction (ADR 0124). Drizzle's own migrator applies only those whose `when` is later than the last one
 * recorded, so a migration merged after a higher-numbered one had been deployed was skipped for good.
 *
 * The records are drizzle's (`drizzle.__drizzle_migrations`, `created_at` = the journal entry's `when`), so a
 * database migrated by either reads the same. A migration is known by its `when`, not by its file's hash: a
 * landed migration is never edited, and if one were, it is not run a second time. Callers that may start at once
 * take turns around this (client.ts: an advisory lock on PostgreSQL, the data-directory lock on PGlite).
 *
 * Answers the tags it applied.
 */
export async function applyMigrations(
  db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>,
  migrationsFolder: string,
): Promise<string[]> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const tags = journalTags(migrationsFolder);
  const seen = new Set<number>();
  for (const migration of migrations) {
    if (seen.has(migration.folderMillis)) {
      throw new Error(`two migrations share the journal's "when" ${migration.folderMillis}: each needs its own`);
    }
    seen.add(migration.folderMillis);
  }

  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(sql`
    create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);

  return db.transaction(async (tx) => {
    // node-postgres and PGlite both answer { rows }; a bigint arrives as a string from node-postgres.
    const recorded = (await tx.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as {
      rows: { created_at: string | number | null }[];
    };
    const applied = new Set(recorded.rows.map((row) => Number(row.created_at)));
    const done: string[] = [];
    for (const [i, migration] of migrations.entries()) {
      if (applied.has(migration.folderMillis)) continue;
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
      done.push(tags[i] ?? String(migration.folderMillis));
    }
    return done;
  });
}

function journalTags(migrationsFolder: string): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}
