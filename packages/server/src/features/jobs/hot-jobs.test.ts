import { HOT_JOBS_LIMIT } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applications, hotJobs } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { jobFixtures } from './test-fixtures.ts';

const HOT = '/u/v1/hunter/get/hot/jobs';

let app: TestApp;
let f: ReturnType<typeof jobFixtures>;
let seekers: string[];
let reader: string;
beforeAll(async () => {
  app = await buildTestApp();
  f = jobFixtures(app);
  seekers = await Promise.all(Array.from({ length: 4 }, async () => (await f.seeker()).token));
  reader = (await f.seeker()).token;
});
afterAll(() => app.close());

/** The hot list a job seeker sees. */
async function hot(token = reader): Promise<number[]> {
  const res = await f.get(HOT, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Array<{ id: number }>).map((j) => j.id);
}

/** `n` applications to the job from different seekers. */
async function applyTimes(jobId: number, n: number) {
  for (const token of seekers.slice(0, n)) expect((await f.apply(token, jobId)).statusCode).toBe(200);
}

/** Earlier tests' applications move out of the 30 days. */
async function forgetApplications() {
  await app.database.db.update(applications).set({ createdAt: sql`now() - interval '40 days'` });
}

/** Jobs posted (and approved) now, oldest first, with `counts[i]` applications each. */
async function jobsWithApplications(counts: number[]) {
  const hr = await f.hr();
  const ids: number[] = [];
  for (const n of counts) {
    const id = await f.postJob(hr.token, { title: `热门测试职位${ids.length}` });
    await applyTimes(id, n);
    ids.push(id);
  }
  return { hr, ids };
}

describe('hot jobs (GET /u/v1/hunter/get/hot/jobs)', () => {
  it('ranks by the applications of the last 30 days, the newest first among equals', async () => {
    const { ids } = await jobsWithApplications([1, 3, 2, 1, 4]);
    const [once, most, twice, onceNewer, old] = ids as [number, number, number, number, number];
    // Four applications, but all from 31 days ago: not counted.
    await app.database.db
      .update(applications)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(applications.jobId, old));
    await app.services.jobs.search.recomputeHot();

    const list = await hot();
    expect(list.slice(0, 4)).toEqual([most, twice, onceNewer, once]);
    expect(list.indexOf(old)).toBeGreaterThan(3);
  });

  it('never shows a job closed, deleted or taken off review after the recompute', async () => {
    await forgetApplications();
    const { hr, ids } = await jobsWithApplications([4, 3, 2, 1]);
    const [ended, deleted, rejected, still] = ids as [number, number, number, number];
    await app.services.jobs.search.recomputeHot();
    expect((await hot()).slice(0, 4)).toEqual([ended, deleted, rejected, still]);

    expect((await f.post('/u/v1/hr/end/job', hr.token, { id: ended })).statusCode).toBe(200);
    expect((await f.call('DELETE', `/u/v1/hr/delete/job/${deleted}`, hr.token)).statusCode).toBe(200);
    await f.review(rejected, 'reject', '信息不全');

    const list = await hot();
    expect(list[0]).toBe(still);
    expect(list).not.toContain(ended);
    expect(list).not.toContain(deleted);
    expect(list).not.toContain(rejected);
  });

  it('fills up with the newest recruiting jobs when fewer are ranked', async () => {
    await forgetApplications();
    const { ids } = await jobsWithApplications([1]);
    const hr = await f.hr();
    const newest: number[] = [];
    for (let i = 0; i < HOT_JOBS_LIMIT; i += 1) newest.unshift(await f.postJob(hr.token, { title: `新职位${i}` }));
    const ended = newest[0] as number;
    await f.post('/u/v1/hr/end/job', hr.token, { id: ended });
    await app.services.jobs.search.recomputeHot();

    expect(await hot()).toEqual([ids[0], ...newest.slice(1)]);
  });
});

describe('the periodic recompute', () => {
  it('skips a ranking younger than the age it is given', async () => {
    await jobsWithApplications([1]);
    await app.services.jobs.search.recomputeHot();
    expect(await app.services.jobs.search.recomputeHot(60_000)).toBe(false);
    expect(await app.services.jobs.search.recomputeHot(0)).toBe(true);
  });

  it('ranks once at start, on a database whose ranking is empty', async () => {
    const { ids } = await jobsWithApplications([seekers.length]);
    await app.database.db.delete(hotJobs);
    const started = await buildTestApp({ HOT_JOBS_REFRESH_MS: '0' }, undefined, { database: app.database });
    try {
      await started.maintenance.idle();
      expect((await hot())[0]).toBe(ids[0]);
    } finally {
      await started.close();
    }
  });

  it('picks up new applications every HOT_JOBS_REFRESH_MS', async () => {
    const periodic = await buildTestApp({ HOT_JOBS_REFRESH_MS: '100' });
    try {
      const p = jobFixtures(periodic);
      const hr = await p.hr();
      const quiet = await p.postJob(hr.token, { title: '冷门职位' });
      const popular = await p.postJob(hr.token, { title: '热门职位' });
      const later = await p.postJob(hr.token, { title: '最新职位' });
      for (let i = 0; i < 2; i += 1) await p.apply((await p.seeker()).token, popular);
      const token = (await p.seeker()).token;
      const seen = async () => (await p.get(HOT, token)).json().data.map((j: { id: number }) => j.id) as number[];

      // The periodic recompute runs on its own timer.
      await vi.waitFor(async () => expect((await seen())[0]).toBe(popular), { timeout: 10_000, interval: 50 });
      expect(await seen()).toEqual([popular, later, quiet]);
    } finally {
      await periodic.close();
    }
  });
});
