import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { jobFixtures } from './test-fixtures.ts';

/** The live-version rule (ADR 0092): an approved job stays on the board while its edit awaits review. */
let app: TestApp;
let f: ReturnType<typeof jobFixtures>;
beforeAll(async () => {
  app = await buildTestApp();
  f = jobFixtures(app);
});
afterAll(() => app.close());

const data = async (res: Promise<{ statusCode: number; body: string; json: () => { data: unknown } }>) => {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Record<string, unknown> & { pending_edit?: Record<string, unknown> | null };
};

/** An approved job and its edit awaiting review, with a marker word in each version's description. */
async function editedJob() {
  const hr = await f.hr();
  const seeker = await f.seeker();
  const { certs, majors, suffix } = await f.catalogue();
  const live = `livever${suffix}`;
  const edited = `editver${suffix}`;
  const id = await f.postJob(hr.token, { description: `原描述 ${live}`, major_ids: [majors[0] ?? 0] });
  const edit = f.form({ title: '修改后的标题', description: `新描述 ${edited}`, cert_ids: [certs[1] ?? 0] });
  const answer = await data(f.post('/u/v1/hr/update/job', hr.token, { ...edit, id }));
  return { hr, seeker, id, live, edited, answer, certs, majors };
}

const search = async (token: string, word: string) =>
  (await f.get(`/u/v1/hunter/search/job?key_word=${word}`, token)).json() as { total: number; data: { id: number }[] };

/** The HR's notifications, newest first (the first approval of the job comes before the edit's review). */
const notesOf = (userId: number) =>
  app.database.db.select().from(messages).where(eq(messages.userId, userId)).orderBy(desc(messages.id));

describe('editing an approved job', () => {
  it('keeps the approved version live for seekers while the HR sees the edit awaiting review', async () => {
    const { hr, seeker, id, live, edited, answer } = await editedJob();
    expect(answer).toMatchObject({
      title: '结构设计工程师',
      review_status: 'approved',
      pending_edit: { title: '修改后的标题', review_status: 'under_review', reject_reason: '' },
    });

    const seen = await data(f.get(`/u/v1/hunter/get/job?id=${id}`, seeker.token));
    expect(seen).toMatchObject({ title: '结构设计工程师', description: `原描述 ${live}` });
    expect(seen.pending_edit).toBeUndefined();
    expect(await search(seeker.token, live)).toMatchObject({ total: 1, data: [{ id }] });
    expect((await search(seeker.token, edited)).total).toBe(0);
    expect((await f.apply(seeker.token, id)).statusCode).toBe(200);

    const own = await data(f.get('/u/v1/hr/get/job/list?pn=1&p_size=10', hr.token));
    expect(own).toMatchObject([{ id, title: '结构设计工程师', pending_edit: { title: '修改后的标题' } }]);

    const queue = await f.get(
      `/u/v1/admin/get/job/list?review_status=under_review&key_word=${live}`,
      await f.adminToken(),
    );
    expect(queue.json()).toMatchObject({
      total: 1,
      data: [{ id, review_status: 'approved', pending_edit: { review_status: 'under_review' } }],
    });
  });

  it('approving the edit makes it the live version, searchable by its new words', async () => {
    const { hr, seeker, id, live, edited, certs } = await editedJob();
    await f.review(id, 'approve');

    const seen = await data(f.get(`/u/v1/hunter/get/job?id=${id}`, seeker.token));
    expect(seen).toMatchObject({ title: '修改后的标题', description: `新描述 ${edited}`, major_list: [] });
    expect((seen.cert_list as { id: number }[]).map((c) => c.id)).toEqual([certs[1]]);
    expect(await search(seeker.token, edited)).toMatchObject({ total: 1, data: [{ id }] });
    expect((await search(seeker.token, live)).total).toBe(0);
    expect(await data(f.get(`/u/v1/hunter/get/job?id=${id}`, hr.token))).toMatchObject({
      review_status: 'approved',
      pending_edit: null,
    });
    const [note] = await notesOf(hr.id);
    expect(note?.contentEn).toContain('Your changes to the job "结构设计工程师" have been approved');
  });

  it('rejecting the edit keeps the live version and tells the HR why, in both languages', async () => {
    const { hr, seeker, id, live } = await editedJob();
    await f.review(id, 'reject', '薪资与描述不符');

    expect(await data(f.get(`/u/v1/hunter/get/job?id=${id}`, seeker.token))).toMatchObject({
      title: '结构设计工程师',
      review_status: 'approved',
      reject_reason: '',
    });
    expect((await search(seeker.token, live)).total).toBe(1);
    expect(await data(f.get(`/u/v1/hunter/get/job?id=${id}`, hr.token))).toMatchObject({
      review_status: 'approved',
      pending_edit: { title: '修改后的标题', review_status: 'rejected', reject_reason: '薪资与描述不符' },
    });
    const queue = await f.get(
      `/u/v1/admin/get/job/list?review_status=under_review&key_word=${live}`,
      await f.adminToken(),
    );
    expect(queue.json().total).toBe(0);
    const [note] = await notesOf(hr.id);
    expect(note?.content).toContain('未通过审核，原因：薪资与描述不符');
    expect(note?.contentEn).toContain('Reason: 薪资与描述不符');
  });

  it('an edit back to the live version withdraws the edit awaiting review', async () => {
    const { hr, id, live, majors } = await editedJob();
    const same = f.form({ description: `原描述 ${live}`, major_ids: [majors[0] ?? 0] });
    const answer = await data(f.post('/u/v1/hr/update/job', hr.token, { ...same, id }));
    expect(answer).toMatchObject({ review_status: 'approved', pending_edit: null });
  });

  it('a job never approved is still edited in place and stays off the board', async () => {
    const hr = await f.hr();
    const id = await f.postJob(hr.token, {}, { approve: false });
    const answer = await data(f.post('/u/v1/hr/update/job', hr.token, { ...f.form({ title: '新标题' }), id }));
    expect(answer).toMatchObject({ title: '新标题', review_status: 'under_review', pending_edit: null });
    expect((await f.get(`/u/v1/hunter/get/job?id=${id}`, (await f.seeker()).token)).statusCode).toBe(404);
  });
});
