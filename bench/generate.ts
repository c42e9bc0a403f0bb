import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@app/server/src/db/client.ts';
import {
  applications,
  forumComments,
  forumPostLikes,
  forumPosts,
  jobCertificates,
  jobMajors,
  jobs,
  messages,
  oilLedger,
  projects,
  resumes,
  standardPurchases,
  standards,
  talentIndex,
  userCertificates,
  userMajors,
  users,
} from '@app/server/src/db/schema/index.ts';
import { seedCatalog } from '@app/server/src/db/seed/catalog.ts';
import { hashPassword } from '@app/server/src/features/accounts/password.ts';
import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import pg from 'pg';
import * as community from './community-data.ts';
import * as data from './dataset.ts';
import { copyChunks } from './load/copy-text.ts';
import { pgliteTarget, postgresTarget, secondaryIndexes, type Target } from './load/targets.ts';
import * as talents from './talents-data.ts';

export type GenerateOptions = { jobs: number } & ({ databaseUrl: string } | { dataDir: string });

const DAY = 86_400_000;
const log = (message: string) => console.log(`[generate] ${message}`);

/** Rows of a drizzle table streamed by COPY; the column names come from the schema, so renames follow. */
async function copyTable(target: Target, table: Table, rows: Iterable<data.Row>): Promise<number> {
  const iterator = rows[Symbol.iterator]();
  const first = iterator.next();
  if (first.done) return 0;
  const keys = Object.keys(first.value);
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  let count = 0;
  function* all() {
    count += 1;
    yield first.value as data.Row;
    for (let r = iterator.next(); !r.done; r = iterator.next()) {
      count += 1;
      yield r.value;
    }
  }
  const names = keys.map((k) => {
    const column = columns[k];
    if (!column) throw new Error(`${getTableName(table)} has no column ${k}`);
    return column.name;
  });
  const started = Date.now();
  await target.copy(getTableName(table), names, copyChunks(all(), keys));
  log(`${getTableName(table)}: ${count.toLocaleString('en')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return count;
}

/** A fresh database: PostgreSQL dropped and created again, or an emptied PGlite directory; then migrated. */
async function freshTarget(options: GenerateOptions): Promise<{ target: Target; catalogue: data.Catalogue }> {
  if ('databaseUrl' in options) {
    const url = new URL(options.databaseUrl);
    const name = url.pathname.slice(1);
    if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`database name ${name}: lowercase letters, digits and _ only`);
    const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const database = await openDatabase({ kind: 'postgres', url: options.databaseUrl });
    await database.migrate();
    await seedCatalog(database.db);
    const catalogue = await catalogueOf(database.db);
    await database.close();
    return { target: await postgresTarget(options.databaseUrl), catalogue };
  }
  fs.rmSync(options.dataDir, { recursive: true, force: true });
  fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(path.join(options.dataDir, 'pglite'));
  const database = await openDatabase({ kind: 'pglite', pglite: client });
  await database.migrate();
  await seedCatalog(database.db);
  return { target: pgliteTarget(client), catalogue: await catalogueOf(database.db) };
}

async function catalogueOf(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<data.Catalogue> {
  const [majors, certificates] = await Promise.all([db.query.majors.findMany(), db.query.certificates.findMany()]);
  return { majors, certificates };
}

/**
 * Fills a fresh database with `jobs` jobs and everything in proportion; returns the seconds each step took (and
 * `rows`, the rows copied).
 */
export async function generate(options: GenerateOptions): Promise<Record<string, number>> {
  const timings: Record<string, number> = {};
  const step = async (name: string, run: () => Promise<unknown>) => {
    const started = Date.now();
    await run();
    timings[name] = (Date.now() - started) / 1000;
  };
  const started = Date.now();
  const { target, catalogue } = await freshTarget(options);
  timings.migrate = (Date.now() - started) / 1000;
  const plan = data.plan(options.jobs);
  const now = Math.floor(Date.now() / DAY) * DAY;
  const facts = data.newFacts(plan.jobs);
  const shop = community.communityPlan(plan);
  const tables = [
    users,
    jobs,
    jobMajors,
    jobCertificates,
    applications,
    messages,
    resumes,
    userMajors,
    userCertificates,
    projects,
    talentIndex,
    standards,
    standardPurchases,
    oilLedger,
    forumPosts,
    forumComments,
    forumPostLikes,
  ];
  let rows = 0;
  const copy = async (table: Table, generated: Iterable<data.Row>) => {
    rows += await copyTable(target, table, generated);
  };
  try {
    await target.exec('set statement_timeout = 0');
    // Foreign keys are checked by triggers; the generator writes consistent ids, so they are skipped while loading.
    await target.exec('set session_replication_role = replica');
    const indexes = await secondaryIndexes(
      target,
      tables.map((t) => getTableName(t)),
    );
    await target.exec(indexes.map((i) => `drop index ${i.name};`).join('\n'));
    const passwordHash = await hashPassword(data.BENCH_PASSWORD);
    await step('copy', async () => {
      await copy(
        users,
        data.users(plan, passwordHash, now, (seeker) => community.balanceOf(seeker, shop)),
      );
      await copy(jobs, data.jobs(plan, catalogue, facts, now));
      await copy(
        jobMajors,
        data.links(plan, facts, catalogue.majors, (t) => t.majors, 'majorId'),
      );
      await copy(
        jobCertificates,
        data.links(plan, facts, catalogue.certificates, (t) => t.certs, 'certificateId'),
      );
      await copy(applications, data.applications(plan, facts, now));
      await copy(messages, data.messages(plan, facts, now));
      // The talent pool: every job seeker's resume, its links and projects, and its talent_index row.
      await copy(resumes, talents.resumeRows(plan, catalogue, now));
      await copy(userMajors, talents.userLinks(plan, catalogue, now, 'majors'));
      await copy(userCertificates, talents.userLinks(plan, catalogue, now, 'certificates'));
      await copy(projects, talents.projectRows(plan, catalogue, now));
      await copy(talentIndex, talents.talentIndexRows(plan, catalogue, now));
      // The standards shop, the oil ledger and the forum, with the messages they sent.
      await copy(standards, community.standardRows(plan, shop, now));
      await copy(standardPurchases, community.purchaseRows(plan, shop, now));
      await copy(oilLedger, community.ledgerRows(plan, shop, now));
      await copy(messages, community.purchaseMessages(plan, shop, now));
      await copy(forumPosts, community.forumPostRows(shop, now));
      await copy(forumComments, community.forumCommentRows(shop, now));
      await copy(forumPostLikes, community.forumLikeRows(shop, now));
      await copy(messages, community.forumMessages(plan, shop, now));
    });
    for (const t of [users, jobs, applications, messages, projects, standards, oilLedger, forumPosts, forumComments]) {
      const name = getTableName(t);
      await target.exec(`select setval(pg_get_serial_sequence('${name}', 'id'), (select max(id) from ${name}))`);
    }
    await target.exec('set session_replication_role = origin');
    await step('indexes', async () => {
      await target.exec("set maintenance_work_mem = '512MB'");
      for (const index of indexes) {
        const at = Date.now();
        await target.exec(index.definition);
        log(`${index.name} in ${((Date.now() - at) / 1000).toFixed(1)} s`);
      }
    });
    await step('vacuum analyze', () => target.exec('vacuum analyze'));
  } finally {
    await target.close();
  }
  timings.total = (Date.now() - started) / 1000;
  timings.rows = rows;
  return timings;
}

export function jobCountOf(size: string): number {
  const count = size in data.SIZES ? data.SIZES[size as data.Size] : Number(size);
  if (!Number.isInteger(count) || count < 10) throw new Error(`--size: 10k, 100k, 1m or a number of jobs, not ${size}`);
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '10k' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const jobsCount = jobCountOf(values.size);
  const databaseUrl = values['database-url'];
  const dataDir = values['data-dir'];
  if (!databaseUrl && !dataDir) throw new Error('--database-url postgres://... or --data-dir DIR (embedded PGlite)');
  const timings = await generate(
    databaseUrl ? { jobs: jobsCount, databaseUrl } : { jobs: jobsCount, dataDir: dataDir ?? '' },
  );
  log(`${jobsCount.toLocaleString('en')} jobs: ${JSON.stringify(timings)}`);
}
