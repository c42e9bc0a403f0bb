import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { expectBilingualError } from '../../test/http.ts';
import { jobFixtures } from './test-fixtures.ts';

/** The administrators' job list and writes: filters, end, delete, every write audited. */
let app: TestApp;
let f: ReturnType<typeof jobFixtures>;
beforeAll(async () => {
  app = await buildTestApp();
  f = jobFixtures(app);
});
afterAll(() => app.close());

type Listed = { total: number; data: { id: number; title: string; status: number; review_status: string }[] };

const list = async (query: string) => {
  const res = await f.get(`/u/v1/admin/get/job/list?${query}`, await f.adminToken());
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listed;
};
const ids = (listed: Listed) => listed.data.map((j) => j.id);

const auditOf = async (jobId: number) => {
  const res = await f.get(`/u/v1/admin/get/audit/list?target_type=job&target_id=${jobId}`, await f.adminToken());
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { action: string; summary: string; before: unknown; after: unknown; actor_id: number }[];
};

const notesOf = (userId: number) =>
  app.database.db.select().from(messages).where(eq(messages.userId, userId)).orderBy(desc(messages.id));

/** Two HRs of two companies (unique names), four jobs in every state the filters tell apart. */
async function board() {
  const s = Math.random().toString(36).slice(2, 8);
  const [hr1, hr2] = [await f.hr(), await f.hr()];
  const one = { company: `甲建筑设计院${s}`, publisher_name: `李雷${s}` };
  const two = { company: `乙工程咨询${s}`, publisher_name: `韩梅${s}` };
  const live = await f.postJob(hr1.token, { ...one, title: `结构工程师${s}` });
  const queued = await f.postJob(hr1.token, { ...one, title: `给排水工程师${s}` }, { approve: false });
  const ended = await f.postJob(hr2.token, { ...two, title: `造价工程师${s}` });
  const other = await f.postJob(hr2.token, { ...two, title: `暖通工程师${s}` });
  const endRes = await f.post('/u/v1/admin/end/job', await f.adminToken(), { id: ended });
  expect(endRes.statusCode, endRes.body).toBe(200);
  return { s, hr1, hr2, live, queued, ended, other };
}

describe('GET /u/v1/admin/get/job/list filters', () => {
  it('filters by company, publisher (HR id or contact name), status and review status', async () => {
    const b = await board();
    expect(ids(await list(`company=甲建筑设计院${b.s}`)).sort()).toEqual([b.live, b.queued].sort());
    expect(ids(await list(`company=${b.s}&status=ended`))).toEqual([b.ended]);
    expect(ids(await list(`company=${b.s}&status=recruiting`)).sort()).toEqual([b.live, b.queued, b.other].sort());
    expect(ids(await list(`company=${b.s}&review_status=under_review`))).toEqual([b.queued]);
    expect(ids(await list(`publisher=${b.hr2.id}`)).sort()).toEqual([b.ended, b.other].sort());
    expect(ids(await list(`publisher=韩梅${b.s}`)).sort()).toEqual([b.ended, b.other].sort());
    expect((await list(`publisher=韩梅${b.s}&company=甲建筑设计院${b.s}`)).total).toBe(0);
  });

  it('sorts by creation or last change, either way', async () => {
    const b = await board();
    // The ended job changed last; by creation the first posted comes first in ascending order.
    expect(ids(await list(`company=${b.s}&sort=created&order=asc`))).toEqual([b.live, b.queued, b.ended, b.other]);
    expect(ids(await list(`company=${b.s}&sort=created`))).toEqual([b.other, b.ended, b.queued, b.live]);
    expect(ids(await list(`company=${b.s}`))[0]).toBe(b.ended);
  });

  it('refuses bad filters and pages past the window with a bilingual 400', async () => {
    const admin = await f.adminToken();
    for (const query of ['status=open', 'sort=title', 'order=up', `company=${'x'.repeat(200)}`, 'pn=1001&p_size=10']) {
      expectBilingualError(await f.get(`/u/v1/admin/get/job/list?${query}`, admin), 400);
    }
  });
});

describe('POST /u/v1/admin/end/job', () => {
  it('ends a job, tells its HR, and records before/after in the audit log', async () => {
    const b = await board();
    const res = await f.post('/u/v1/admin/end/job', await f.adminToken(), { id: b.live });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: b.live, status: 2 });
    const [note] = await notesOf(b.hr1.id);
    expect(note).toMatchObject({ eventId: b.live });
    expect(note?.content).toContain('已被管理员结束招聘');
    expect(note?.contentEn).toContain('ended recruiting');
    const [entry] = await auditOf(b.live);
    expect(entry).toMatchObject({
      action: 'job.end',
      summary: `结构工程师${b.s}`,
      before: { status: 1, review_status: 'approved', title: `结构工程师${b.s}` },
      after: { status: 2, review_status: 'approved', title: `结构工程师${b.s}` },
    });
  });

  it('refuses an ended job (409) and an unknown or malformed id, recording nothing', async () => {
    const b = await board();
    const admin = await f.adminToken();
    expectBilingualError(await f.post('/u/v1/admin/end/job', admin, { id: b.ended }), 409);
    expectBilingualError(await f.post('/u/v1/admin/end/job', admin, { id: 99_999_999 }), 404);
    expectBilingualError(await f.post('/u/v1/admin/end/job', admin, { id: 'abc' }), 400);
    expect((await auditOf(b.ended)).map((e) => e.action)).toEqual(['job.end', 'job.approve']);
  });
});

describe('POST /u/v1/admin/delete/job', () => {
  it('deletes a job as its HR would, tells the HR, and records it', async () => {
    const b = await board();
    const seeker = await f.seeker();
    const res = await f.post('/u/v1/admin/delete/job', await f.adminToken(), { id: b.other });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(await list(`company=${b.s}`))).not.toContain(b.other);
    expect((await f.get(`/u/v1/hunter/get/job?id=${b.other}`, seeker.token)).statusCode).toBe(404);
    const [note] = await notesOf(b.hr2.id);
    expect(note).toMatchObject({ eventId: b.other });
    expect(note?.contentEn).toContain('deleted your job');
    const [entry] = await auditOf(b.other);
    expect(entry).toMatchObject({
      action: 'job.delete',
      summary: `暖通工程师${b.s}`,
      before: { status: 1, review_status: 'approved' },
      after: { deleted: true },
    });
    expectBilingualError(await f.post('/u/v1/admin/delete/job', await f.adminToken(), { id: b.other }), 404);
  });
});

describe('POST /u/v1/admin/review/job (audited)', () => {
  it('records approvals and rejections with their reason; a rejection without a reason changes nothing', async () => {
    const b = await board();
    const admin = await f.adminToken();
    const rejection = { id: b.queued, decision: 'reject', reason: ' ', revision: 1 };
    const bare = await f.post('/u/v1/admin/review/job', admin, rejection);
    expectBilingualError(bare, 400);
    expect((await list(`company=${b.s}&review_status=under_review`)).total).toBe(1);
    expect(await auditOf(b.queued)).toEqual([]);

    await f.review(b.queued, 'reject', '联系方式不全');
    const [rejected] = await auditOf(b.queued);
    expect(rejected).toMatchObject({
      action: 'job.reject',
      summary: `给排水工程师${b.s}`,
      before: { review_status: 'under_review' },
      after: { review_status: 'rejected', reason: '联系方式不全' },
    });
    expect((await auditOf(b.live)).map((e) => e.action)).toEqual(['job.approve']);
  });
});

describe('every admin job call is for administrators only', () => {
  it('refuses anonymous (401), job seeker and HR (403) callers, changing nothing', async () => {
    const b = await board();
    const [seeker, hr] = [await f.seeker(), b.hr1];
    const calls = [
      ['GET', '/u/v1/admin/get/job/list', undefined],
      ['POST', '/u/v1/admin/review/job', { id: b.queued, decision: 'approve', reason: '', revision: 1 }],
      ['POST', '/u/v1/admin/end/job', { id: b.live }],
      ['POST', '/u/v1/admin/delete/job', { id: b.live }],
    ] as const;
    for (const [method, url, body] of calls) {
      expectBilingualError(await f.call(method, url, null, body), 401);
      expectBilingualError(await f.call(method, url, seeker.token, body), 403);
      expectBilingualError(await f.call(method, url, hr.token, body), 403);
    }
    const after = await list(`company=甲建筑设计院${b.s}`);
    expect(after.data.map((j) => [j.id, j.status, j.review_status]).sort()).toEqual(
      [
        [b.live, 1, 'approved'],
        [b.queued, 1, 'under_review'],
      ].sort(),
    );
  });
});
