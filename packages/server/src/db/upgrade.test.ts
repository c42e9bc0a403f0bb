import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../test/database.ts';
import { databaseUrlFor, withAdminClient } from '../test/pg-admin.ts';
import {
  describeSchema,
  fillEveryTable,
  keptColumns,
  publicTables,
  readEveryRow,
  rows,
} from '../test/upgrade-fixture.ts';
import { type Database, migrationsFolder, openDatabase } from './client.ts';

/*
 * A deployed database is upgraded by starting the new server: whatever migrations it lacks run, in the journal's
 * order, and nothing already there is lost (ADR 0124, docs/operations.md). Each case builds a database as an older
 * release left it (the journal cut in a temporary folder), fills every table it has, upgrades it with the current
 * migrations and compares it with a database migrated from scratch. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */

type JournalEntry = { idx: number; tag: string; when: number };
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};
const allTags = journal.entries.map((e) => e.tag);
const tagsUpTo = (last: string) => allTags.slice(0, allTags.indexOf(last) + 1);

const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));

/** Columns a migration took away on purpose, their data moved or recounted; every other old column keeps its values. */
const RETIRED = [
  // 0023: a bid's code attempts are counted per link and address in bid_attempts.
  'bids.failed_attempts',
  'bids.locked_at',
  // 0028: the outline became course_lessons rows (checked below); view_count became learner_count, counted anew.
  'courses.outline',
  'courses.view_count',
];

/** What a default would leave a later migration nothing to convert from. */
const GIVEN = {
  'courses.outline': `'[{"title": "识图基础", "en_title": "Reading drawings", "minutes": 45}]'`,
};

/** A migrations folder holding only `tags`, as a release before them had it. */
function olderFolder(tags: string[]): string {
  const folder = path.join(temporary, randomBytes(4).toString('hex'));
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  for (const tag of tags) fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  const entries = journal.entries.filter((e) => tags.includes(e.tag));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

/** An empty database of its own; `open` gives it with a migrations folder. */
type Scratch = { open(folder?: string): Promise<Database>; drop(): Promise<void> };

async function scratchDatabase(): Promise<Scratch> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const pglite = await PGlite.create();
    return {
      open: async (folder) => {
        const database = await openDatabase({
          kind: 'pglite',
          pglite,
          ...(folder ? { migrationsFolder: folder } : {}),
        });
        return { ...database, close: async () => {} };
      },
      drop: () => pglite.close(),
    };
  }
  const name = `upgrade_${randomBytes(4).toString('hex')}`;
  await withAdminClient(admin, (c) => c.query(`create database "${name}"`));
  const url = databaseUrlFor(admin, name);
  return {
    open: (folder) =>
      openDatabase({ kind: 'postgres', url, limits: { poolSize: 2 }, ...(folder ? { migrationsFolder: folder } : {}) }),
    drop: () => withAdminClient(admin, (c) => c.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}

/** Builds a database from `tags`, fills it, upgrades it; answers what the test compares. */
async function upgradeFrom(tags: string[]) {
  const scratch = await scratchDatabase();
  try {
    const old = await scratch.open(olderFolder(tags));
    let filled: string[];
    let before: Map<string, object[]>;
    try {
      expect(await old.migrate()).toEqual(tags);
      filled = await fillEveryTable(old, GIVEN);
      before = await readEveryRow(old, filled);
    } finally {
      await old.close();
    }
    const current = await scratch.open();
    try {
      const applied = await current.migrate();
      const again = await current.migrate();
      const after = await readEveryRow(current, await publicTables(current));
      const records = await rows<{ n: number }>(current, 'select count(*)::int as n from drizzle.__drizzle_migrations');
      return { applied, again, filled, before, after, schema: await describeSchema(current), records: records[0]?.n };
    } finally {
      await current.close();
    }
  } finally {
    await scratch.drop();
  }
}

describe(`upgrading a database (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  let currentSchema: string[];
  let currentTables: string[];
  let currentFilled: string[];

  beforeAll(async () => {
    const scratch = await scratchDatabase();
    try {
      const database = await scratch.open();
      try {
        await database.migrate();
        currentSchema = await describeSchema(database);
        currentTables = await publicTables(database);
        currentFilled = (await fillEveryTable(database, GIVEN)).sort();
      } finally {
        await database.close();
      }
    } finally {
      await scratch.drop();
    }
  });
  afterAll(() => fs.rmSync(temporary, { recursive: true, force: true }));

  it.each(['0014_admin_jobs_indexes', '0022_forum'])(
    'from %s: the later migrations apply, every row stays',
    async (last) => {
      const tags = tagsUpTo(last);
      const result = await upgradeFrom(tags);

      expect(result.schema).toEqual(currentSchema);
      expect(result.applied).toEqual(allTags.slice(tags.length));
      expect(result.again).toEqual([]);
      expect(result.records).toBe(allTags.length);
      // Two rows in nearly every table (a one-row table keeps one); each area's main tables are among them.
      expect(result.filled).toEqual(expect.arrayContaining(['users', 'resumes', 'jobs', 'applications', 'messages']));
      if (last === '0022_forum') {
        expect(result.filled).toEqual(
          expect.arrayContaining(['standards', 'oil_ledger', 'bids', 'bid_engineers', 'forum_posts', 'courses']),
        );
      }
      for (const table of result.filled) {
        expect(result.before.get(table)?.length, table).toBeGreaterThan(0);
      }
      const kept = keptColumns(result.before, result.after, RETIRED);
      expect(kept.after).toEqual(kept.before);
      if (last === '0022_forum') {
        expect(result.after.get('course_lessons')).toEqual([
          expect.objectContaining({ position: 0, title: '识图基础', en_title: 'Reading drawings', minutes: 45 }),
          expect.objectContaining({ position: 0, title: '识图基础', en_title: 'Reading drawings', minutes: 45 }),
        ]);
        expect(result.after.get('courses')).toEqual([
          expect.objectContaining({ lesson_count: 1 }),
          expect.objectContaining({ lesson_count: 1 }),
        ]);
      }
    },
  );

  it('a database that missed migrations merged after a later one had run gets them, in the order written', async () => {
    // On main, 0014 landed before 0013, 0018 before 0017 and 0021 before 0020. A database upgraded with drizzle's
    // own migrator at each of those releases recorded the later timestamp first and never ran the other.
    const missed = ['0013_admin_users', '0017_homepage_items', '0020_courses'];
    const deployed = tagsUpTo('0021_hot_majors').filter((tag) => !missed.includes(tag));
    const result = await upgradeFrom(deployed);

    expect(result.schema).toEqual(currentSchema);
    expect(result.applied).toEqual([...missed, ...allTags.slice(allTags.indexOf('0021_hot_majors') + 1)]);
    expect(result.again).toEqual([]);
    expect(result.records).toBe(allTags.length);
    const kept = keptColumns(result.before, result.after, RETIRED);
    expect(kept.after).toEqual(kept.before);
  });

  it('the fixture fills every table of the current schema, so the next upgrade is checked too', () => {
    expect(currentFilled).toEqual(currentTables);
  });
});
