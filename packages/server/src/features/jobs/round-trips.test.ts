import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createTestDatabase, onPostgres } from '../../test/database.ts';
import { jobFixtures } from './test-fixtures.ts';

/*
 * A request waits on the database once per statement, one after the other. The job search and the job
 * page of a job seeker read the session, the jobs with their links and the seeker's applications (one query), and
 * what the seeker holds (one query for resume, certificates and majors): these budgets fail if a read comes back.
 */

/** Statements that only frame another (a transaction, the search's planner settings on PGlite), not reads. */
const PLUMBING = /^\s*(begin|commit|rollback|savepoint|release|select set_config\()/i;

let statements: string[] | null = null;
let database: Database;
let app: TestApp;
let f: ReturnType<typeof jobFixtures>;
let seeker: { id: number; token: string };
let jobId: number;
let application: { id: number; opened_until: string; create_time: string };

beforeAll(async () => {
  database = await createTestDatabase({
    observer: {
      logQuery: (query) => {
        if (statements && !PLUMBING.test(query)) statements.push(query.replace(/\s+/g, ' '));
      },
    },
  });
  app = await buildTestApp({}, undefined, { database });
  f = jobFixtures(app);
  const cat = await f.catalogue();
  const hr = await f.hr();
  seeker = await f.seeker();
  await f.qualify(seeker.id, { certIds: [cat.certs[0] as number], majorIds: [cat.majors[0] as number] });
  const job = { cert_ids: [cat.certs[0] as number], major_ids: [cat.majors[0] as number] };
  jobId = await f.postJob(hr.token, { ...job, title: `桥梁设计工程师 ${cat.suffix}` });
  await f.postJob(hr.token, { ...job, title: `桥梁检测工程师 ${cat.suffix}` });
  const applied = await f.apply(seeker.token, jobId);
  expect(applied.statusCode).toBe(200);
  application = applied.json().data;
  // The start's periodic tasks run in the background: done before anything is counted.
  await app.maintenance.idle();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The statements one call runs, after a first call has warmed what is cached (token statistics). */
async function statementsOf(url: string) {
  const warm = await f.get(url, seeker.token);
  expect(warm.statusCode, warm.body).toBe(200);
  statements = [];
  const res = await f.get(url, seeker.token);
  const ran = statements;
  statements = null;
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json(), ran, list: `\n${ran.map((s) => `  ${s.slice(0, 140)}`).join('\n')}` };
}

const reading = (ran: string[], table: string) => ran.filter((s) => s.includes(`from "${table}"`));
/** The statements that read a job's certificate links. */
const linkReads = (ran: string[]) => ran.filter((s) => s.includes('"job_certificates"'));
const applicationReads = (ran: string[]) => ran.filter((s) => /from "?applications\b/.test(s));

describe('database round trips of a job seeker', () => {
  it('job search: session, count, page, rows with their links and applications, what the seeker holds (one query)', async () => {
    const { body, ran, list } = await statementsOf('/u/v1/hunter/search/job?key_word=桥梁&pn=1&p_size=10');
    // What the seeker holds still reaches the match: the certificate and major the job asks for, 0 years.
    expect(body.data.find((j: { id: number }) => j.id === jobId)).toMatchObject({
      applied: true,
      match: { cert_missing: [], major_missing: [], experience_years: 0 },
    });
    expect(reading(ran, 'resumes'), list).toHaveLength(1);
    expect(reading(ran, 'user_certificates'), list).toHaveLength(1);
    expect(reading(ran, 'user_majors'), list).toHaveLength(1);
    // The three facts of the seeker come in the one statement that reads the resume.
    expect(reading(ran, 'resumes')[0], list).toContain('from "user_majors"');
    // The page's certificates and majors, and the seeker's applications, come with its rows.
    expect(linkReads(ran), list).toEqual([expect.stringContaining('"hr_id"')]);
    expect(applicationReads(ran), list).toEqual(linkReads(ran));
    expect(ran.length, list).toBeLessThanOrEqual(5);
  });

  it('job page: session, job with its links and the application, what the seeker holds (one query)', async () => {
    const { body, ran, list } = await statementsOf(`/u/v1/hunter/get/job?id=${jobId}`);
    // Read inside the job's row as JSON, the application's times come back to the millisecond.
    const { id, opened_until, create_time } = application;
    expect(body.data).toMatchObject({
      id: jobId,
      applied: true,
      application: { id, status: 'submitted', opened_until, create_time },
    });
    expect(body.data.cert_list).toHaveLength(1);
    expect(linkReads(ran), list).toEqual([expect.stringContaining('"hr_id"')]);
    expect(reading(ran, 'resumes'), list).toHaveLength(1);
    expect(applicationReads(ran), list).toEqual(linkReads(ran));
    expect(ran.length, list).toBeLessThanOrEqual(3);
  });

  it.runIf(onPostgres())('the session lookup is a named prepared statement on PostgreSQL', async () => {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      expect((await f.get('/u/v1/user/get/messages?pn=1&p_size=10', seeker.token)).statusCode).toBe(200);
      const names = query.mock.calls.map(([config]) => (config as { name?: string }).name).filter(Boolean);
      expect(names).toContain('accounts_active_session');
    } finally {
      query.mockRestore();
    }
  });
});
