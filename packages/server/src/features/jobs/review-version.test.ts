import { MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { expectBilingualError } from '../../test/http.ts';
import { jobFixtures } from './test-fixtures.ts';

/** A review decides the revision the administrator read, not whatever the job holds by then (ADR 0092). */
let app: TestApp;
let f: ReturnType<typeof jobFixtures>;
beforeAll(async () => {
  app = await buildTestApp();
  f = jobFixtures(app);
});
afterAll(() => app.close());

type Job = {
  title: string;
  description: string;
  review_status: string;
  revision: number;
  pending_edit: { description: string; review_status: string; reject_reason: string } | null;
};

const STALE = MESSAGES.jobReviewStale.en;

async function asAdmin(id: number) {
  const res = await f.get(`/u/v1/hunter/get/job?id=${id}`, await f.adminToken());
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Job;
}

const edit = async (token: string, id: number, description: string) => {
  const res = await f.post('/u/v1/hr/update/job', token, { ...f.form({ description }), id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Job;
};

const review = async (id: number, decision: 'approve' | 'reject', revision: number, reason = '') =>
  f.post('/u/v1/admin/review/job', await f.adminToken(), { id, decision, reason, revision });

const notesOf = (userId: number) => app.database.db.select().from(messages).where(eq(messages.userId, userId));

/** A live job and the HR's first edit awaiting review, as the administrator read it; then the HR's second edit. */
async function editedTwice() {
  const hr = await f.hr();
  const id = await f.postJob(hr.token, { description: '上线版本 live' });
  await edit(hr.token, id, '第一次修改 first');
  const read = await asAdmin(id);
  await edit(hr.token, id, '第二次修改 second');
  return { hr, id, read, notes: (await notesOf(hr.id)).length };
}

describe('reviewing the version the administrator read', () => {
  it('answers 409 to approving an edit the HR has since replaced, and the newer edit stays awaiting review', async () => {
    const { hr, id, read, notes } = await editedTwice();
    expect(read.pending_edit?.description).toBe('第一次修改 first');

    expectBilingualError(await review(id, 'approve', read.revision), 409, STALE);
    expect(await asAdmin(id)).toMatchObject({
      description: '上线版本 live',
      review_status: 'approved',
      revision: read.revision + 1,
      pending_edit: { description: '第二次修改 second', review_status: 'under_review' },
    });
    expect(await notesOf(hr.id)).toHaveLength(notes);
  });

  it('answers 409 to approving a new job at a revision before its last edit, and the job stays under review', async () => {
    const hr = await f.hr();
    const id = await f.postJob(hr.token, { description: '第一版 first' }, { approve: false });
    const read = await asAdmin(id);
    await edit(hr.token, id, '第二版 second');

    expectBilingualError(await review(id, 'approve', read.revision), 409, STALE);
    expect(await asAdmin(id)).toMatchObject({
      description: '第二版 second',
      review_status: 'under_review',
      revision: read.revision + 1,
      pending_edit: null,
    });
    const seen = await f.get(`/u/v1/hunter/get/job?id=${id}`, (await f.seeker()).token);
    expectBilingualError(seen, 404);
  });

  it('answers 409 to rejecting a version the HR has since replaced, changing nothing', async () => {
    const { hr, id, read, notes } = await editedTwice();

    expectBilingualError(await review(id, 'reject', read.revision, '薪资与描述不符'), 409, STALE);
    expect(await asAdmin(id)).toMatchObject({
      review_status: 'approved',
      pending_edit: { description: '第二次修改 second', review_status: 'under_review', reject_reason: '' },
    });
    expect(await notesOf(hr.id)).toHaveLength(notes);
  });

  it('an edit back to the live version is a new revision too: the edit it withdrew can no longer be approved', async () => {
    const hr = await f.hr();
    const id = await f.postJob(hr.token, { description: '上线版本 live' });
    await edit(hr.token, id, '修改 edit');
    const read = await asAdmin(id);
    expect(await edit(hr.token, id, '上线版本 live')).toMatchObject({ pending_edit: null });

    expectBilingualError(await review(id, 'approve', read.revision), 409, STALE);
    expect(await asAdmin(id)).toMatchObject({ description: '上线版本 live', pending_edit: null });
  });

  it('approves the version read: the edit goes live, as it did before revisions', async () => {
    const { hr, id } = await editedTwice();
    const current = await asAdmin(id);

    const res = await review(id, 'approve', current.revision);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      description: '第二次修改 second',
      review_status: 'approved',
      revision: current.revision,
      pending_edit: null,
    });
    const live = await f.get(`/u/v1/hunter/get/job?id=${id}`, (await f.seeker()).token);
    expect(live.json().data).toMatchObject({ description: '第二次修改 second' });
    expect((await notesOf(hr.id)).map((n) => n.contentEn).join(' ')).toContain('have been approved');
  });

  it('refuses a review that names no revision (400), changing nothing', async () => {
    const hr = await f.hr();
    const id = await f.postJob(hr.token, {}, { approve: false });
    const admin = await f.adminToken();
    for (const revision of [undefined, 0, 'x', 2 ** 31]) {
      const res = await f.post('/u/v1/admin/review/job', admin, { id, decision: 'approve', reason: '', revision });
      expectBilingualError(res, 400, MESSAGES.reviewRevisionInvalid.en);
    }
    expect(await asAdmin(id)).toMatchObject({ review_status: 'under_review' });
  });
});
