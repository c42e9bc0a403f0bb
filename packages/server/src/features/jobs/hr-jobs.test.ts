import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, messages } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { expectBilingualError } from '../../test/http.ts';
import { jobFixtures } from './test-fixtures.ts';

let app: TestApp;
let f: ReturnType<typeof jobFixtures>;
beforeAll(async () => {
  app = await buildTestApp();
  f = jobFixtures(app);
});
afterAll(() => app.close());

const jobCount = async () => (await app.database.db.select({ n: count() }).from(jobs))[0]?.n ?? 0;
const jobRow = async (id: number) => (await app.database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('posting a job (POST /u/v1/hr/add/job)', () => {
  it('posts a job that stays under review, hidden from seekers, until approved', async () => {
    const hr = await f.hr();
    const cat = await f.catalogue();
    const res = await f.post(
      '/u/v1/hr/add/job',
      hr.token,
      f.form({ cert_ids: cat.certs, major_ids: [cat.majors[0] as number], description: `隧道 ${cat.suffix}` }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json().data;
    expect(job).toMatchObject({ review_status: 'under_review', status: 1, uid: hr.id });
    expect(job.cert_list.map((c: { id: number }) => c.id).sort()).toEqual([...cat.certs].sort());
    const seeker = await f.seeker();
    const search = () => f.get(`/u/v1/hunter/search/job?key_word=${cat.suffix}`, seeker.token).then((r) => r.json());
    expect((await search()).total).toBe(0);
    await f.review(job.id, 'approve');
    expect((await search()).data.map((j: { id: number }) => j.id)).toEqual([job.id]);
  });

  it('requires title, city, address, company, description, contact, phone and email', async () => {
    const hr = await f.hr();
    const before = await jobCount();
    const cases: Array<[string, unknown, string]> = [
      ['title', '', 'Please enter the job title'],
      ['title', undefined, 'Please enter the job title'],
      ['city', 'paris', 'Please choose a city'],
      ['address', '  ', 'Please enter the work address'],
      ['company', '', 'Please enter the company name'],
      ['description', '', 'Please enter the job description'],
      ['publisher_name', '', 'Please enter the contact person'],
      ['phone', '', 'Please enter the contact phone'],
      ['phone', '12345', 'Please enter a valid contact phone'],
      ['email', '', 'Please enter the contact email'],
      ['email', 'not-an-email', 'Please enter a valid email address'],
      ['job_type', 'freelance', 'Please choose the job type'],
      ['experience', '2-4', 'Please choose the experience required'],
      ['salary', '1000', 'Please choose the salary range'],
      ['title', '桥'.repeat(101), 'The job title must be at most 100 characters'],
      ['description', 'x'.repeat(5001), 'This text is too long, please shorten it'],
      ['cert_ids', ['abc'], 'Invalid major or certificate id'],
    ];
    for (const [field, value, message] of cases) {
      const form: Record<string, unknown> = { ...f.form() };
      if (value === undefined) delete form[field];
      else form[field] = value;
      expectBilingualError(await f.post('/u/v1/hr/add/job', hr.token, form), 400, message);
    }
    expect(await jobCount()).toBe(before);
  });

  it('accepts landlines and mobiles as the contact phone', async () => {
    const hr = await f.hr();
    for (const phone of ['13912345678', '021-12345678', '01012345678', '400-800-1234']) {
      expect((await f.post('/u/v1/hr/add/job', hr.token, f.form({ phone }))).statusCode).toBe(200);
    }
  });

  it('refuses certificates or majors that are not in the catalogue', async () => {
    const hr = await f.hr();
    const before = await jobCount();
    expectBilingualError(
      await f.post('/u/v1/hr/add/job', hr.token, f.form({ cert_ids: [999_999] })),
      400,
      'The chosen certificate does not exist',
    );
    expectBilingualError(
      await f.post('/u/v1/hr/add/job', hr.token, f.form({ major_ids: [999_999] })),
      400,
      'The chosen major does not exist',
    );
    expect(await jobCount()).toBe(before);
  });
});

describe('managing my jobs', () => {
  it('lists my jobs as options (id, title) and with counts, never another HR’s', async () => {
    const hr = await f.hr();
    const other = await f.hr();
    const a = await f.postJob(hr.token, { title: '岩土工程师' });
    const b = await f.postJob(hr.token, { title: '测量员' }, { approve: false });
    await f.postJob(other.token, { title: '别人的职位' });
    await f.apply((await f.seeker()).token, a);
    const options = (await f.get('/u/v1/hr/get/release/jobs', hr.token)).json().data;
    expect(options).toEqual([
      { id: b, title: '测量员' },
      { id: a, title: '岩土工程师' },
    ]);
    const list = (await f.get('/u/v1/hr/get/job/list?pn=1&p_size=10', hr.token)).json();
    expect(list.total).toBe(2);
    expect(list.data[0]).toMatchObject({ id: b, review_status: 'under_review', applicant_count: 0 });
    expect(list.data[1]).toMatchObject({
      id: a,
      review_status: 'approved',
      applicant_count: 1,
      new_applicant_count: 1,
    });
  });

  it('edits my job never approved in place; it stays under review (an approved one: job-edits.test.ts)', async () => {
    const hr = await f.hr();
    const id = await f.postJob(hr.token, {}, { approve: false });
    const res = await f.post('/u/v1/hr/update/job', hr.token, { ...f.form({ title: '高级结构设计工程师' }), id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ title: '高级结构设计工程师', review_status: 'under_review' });
    const row = await jobRow(id);
    expect(row?.titleTokens).toContain('高级');
    const seeker = await f.seeker();
    expectBilingualError(await f.get(`/u/v1/hunter/get/job?id=${id}`, seeker.token), 404);
  });

  it("refuses to edit, end, reopen, delete or list applicants of another HR's job", async () => {
    const owner = await f.hr();
    const intruder = await f.hr();
    const id = await f.postJob(owner.token, { title: '原标题' });
    const attempts = [
      f.post('/u/v1/hr/update/job', intruder.token, { ...f.form({ title: '篡改' }), id }),
      f.post('/u/v1/hr/end/job', intruder.token, { id }),
      f.post('/u/v1/hr/reopen/job', intruder.token, { id }),
      f.call('DELETE', `/u/v1/hr/delete/job/${id}`, intruder.token),
      f.get(`/u/v1/hr/get/job/applicants?job_id=${id}`, intruder.token),
    ];
    for (const res of await Promise.all(attempts))
      expectBilingualError(res, 403, 'You can only manage jobs you posted');
    expect(await jobRow(id)).toMatchObject({ title: '原标题', status: 1, reviewStatus: 'approved', deletedAt: null });
  });

  it('ends and reopens my job; an ended job shows as ended and stays listed', async () => {
    const hr = await f.hr();
    const id = await f.postJob(hr.token, { description: 'endreopen' });
    expect((await f.post('/u/v1/hr/end/job', hr.token, { id })).json().data.status).toBe(2);
    const seeker = await f.seeker();
    const listed = (await f.get('/u/v1/hunter/search/job?key_word=endreopen', seeker.token)).json();
    expect(listed.data[0]).toMatchObject({ id, status: 2 });
    expect((await f.post('/u/v1/hr/reopen/job', hr.token, { id })).json().data.status).toBe(1);
    expect((await f.apply(seeker.token, id)).statusCode).toBe(200);
  });

  it('deletes my job: gone from lists and detail', async () => {
    const hr = await f.hr();
    const id = await f.postJob(hr.token, { description: 'deleteme' });
    const res = await f.call('DELETE', `/u/v1/hr/delete/job/${id}`, hr.token);
    expect(res.statusCode).toBe(200);
    const seeker = await f.seeker();
    expect((await f.get('/u/v1/hunter/search/job?key_word=deleteme', seeker.token)).json().total).toBe(0);
    expectBilingualError(await f.get(`/u/v1/hunter/get/job?id=${id}`, hr.token), 404);
    expectBilingualError(await f.call('DELETE', `/u/v1/hr/delete/job/${id}`, hr.token), 404);
    expect((await f.get('/u/v1/hr/get/release/jobs', hr.token)).json().data).toEqual([]);
  });

  it('refuses every HR call to job seekers and administrators', async () => {
    const seeker = await f.seeker();
    const admin = await f.adminToken();
    const hr = await f.hr();
    const id = await f.postJob(hr.token);
    for (const token of [seeker.token, admin]) {
      const calls = [
        f.get('/u/v1/hr/get/release/jobs', token),
        f.get('/u/v1/hr/get/job/list', token),
        f.post('/u/v1/hr/add/job', token, f.form()),
        f.post('/u/v1/hr/update/job', token, { ...f.form(), id }),
        f.post('/u/v1/hr/end/job', token, { id }),
        f.post('/u/v1/hr/reopen/job', token, { id }),
        f.call('DELETE', `/u/v1/hr/delete/job/${id}`, token),
        f.get(`/u/v1/hr/get/job/applicants?job_id=${id}`, token),
        f.post('/u/v1/hr/update/application/status', token, { application_id: 1, status: 'viewed' }),
      ];
      for (const res of await Promise.all(calls)) expectBilingualError(res, 403);
    }
    expect(await jobRow(id)).toMatchObject({ status: 1, deletedAt: null });
    expectBilingualError(await f.get('/u/v1/hr/get/release/jobs', null), 401);
  });
});

describe('applicants and the pipeline', () => {
  it('lists applicants with match scores, and moves one to interviewing; the seeker sees it and is told', async () => {
    const cat = await f.catalogue();
    const [c0, c1] = cat.certs as [number, number];
    const [m0] = cat.majors as [number];
    const hr = await f.hr();
    const id = await f.postJob(hr.token, { cert_ids: [c0, c1], major_ids: [m0], experience: '3-5' });
    const strong = await f.seeker();
    const weak = await f.seeker();
    await f.qualify(strong.id, { experience: 6, certIds: [c0, c1], majorIds: [m0] });
    await f.qualify(weak.id, { experience: 1, certIds: [c1] });
    await f.apply(strong.token, id, 30);
    await f.apply(weak.token, id);

    const res = await f.get(`/u/v1/hr/get/job/applicants?job_id=${id}&pn=1&p_size=10`, hr.token);
    expect(res.statusCode, res.body).toBe(200);
    const { data, total } = res.json();
    expect(total).toBe(2);
    const byId = new Map(data.map((a: { seeker_id: number }) => [a.seeker_id, a]));
    expect(byId.get(strong.id)).toMatchObject({
      status: 'submitted',
      open_days: 30,
      resume_open: true,
      experience: 6,
      nick_name: strong.nick_name,
      match: { score: 100, cert_missing: [], major_missing: [] },
    });
    expect(byId.get(weak.id)).toMatchObject({
      match: {
        score: Math.round(25 + 0 + (20 * 1) / 3),
        cert_held: [expect.objectContaining({ id: c1 })],
        cert_missing: [expect.objectContaining({ id: c0 })],
        major_missing: [expect.objectContaining({ id: m0 })],
        experience_ok: false,
      },
    });

    const appId = (byId.get(strong.id) as { id: number }).id;
    const moved = await f.post('/u/v1/hr/update/application/status', hr.token, {
      application_id: appId,
      status: 'interviewing',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ status: 'interviewing', interviewing_time: expect.any(String) });

    const mine = (await f.get('/u/v1/hunter/get/applications', strong.token)).json().data;
    expect(mine[0]).toMatchObject({ job_id: id, status: 'interviewing' });
    const notes = await app.database.db.select().from(messages).where(eq(messages.userId, strong.id));
    expect(notes).toEqual([
      expect.objectContaining({
        messageType: 'application_status',
        eventId: appId,
        content: expect.stringContaining('面试中'),
        contentEn: expect.stringContaining('Interviewing'),
      }),
    ]);
  });

  it('refuses moving back to submitted, an unknown status, an unknown application and another HR’s applicant', async () => {
    const hr = await f.hr();
    const id = await f.postJob(hr.token);
    const seeker = await f.seeker();
    const appId = (await f.apply(seeker.token, id)).json().data.id;
    const move = (token: string, body: Record<string, unknown>) =>
      f.post('/u/v1/hr/update/application/status', token, body);
    expectBilingualError(
      await move(hr.token, { application_id: appId, status: 'submitted' }),
      400,
      'Invalid application status',
    );
    expectBilingualError(await move(hr.token, { application_id: appId, status: 'hired' }), 400);
    expectBilingualError(await move(hr.token, { application_id: 999_999, status: 'viewed' }), 404);
    expectBilingualError(await move((await f.hr()).token, { application_id: appId, status: 'offered' }), 403);
    const mine = (await f.get('/u/v1/hunter/get/applications', seeker.token)).json().data;
    expect(mine[0].status).toBe('submitted');
  });

  it('moving to the same status again changes nothing and tells no one', async () => {
    const hr = await f.hr();
    const id = await f.postJob(hr.token);
    const seeker = await f.seeker();
    const appId = (await f.apply(seeker.token, id)).json().data.id;
    const body = { application_id: appId, status: 'viewed' };
    await f.post('/u/v1/hr/update/application/status', hr.token, body);
    await f.post('/u/v1/hr/update/application/status', hr.token, body);
    const notes = await app.database.db.select().from(messages).where(eq(messages.userId, seeker.id));
    expect(notes).toHaveLength(1);
  });
});

describe('review (admin only)', () => {
  it('approves and rejects with a reason; the HR is told', async () => {
    const hr = await f.hr();
    const id = await f.postJob(hr.token, {}, { approve: false });
    const admin = await f.adminToken();
    const rejection = { id, decision: 'reject', reason: '联系方式不全', revision: 1 };
    const rejected = await f.post('/u/v1/admin/review/job', admin, rejection);
    expect(rejected.json().data).toMatchObject({ review_status: 'rejected', reject_reason: '联系方式不全' });
    const approved = await f.post('/u/v1/admin/review/job', admin, { id, decision: 'approve', revision: 1 });
    expect(approved.json().data).toMatchObject({ review_status: 'approved', reject_reason: '' });
    const notes = await app.database.db.select().from(messages).where(eq(messages.userId, hr.id));
    expect(notes.map((n) => n.messageType)).toEqual(['job_review', 'job_review']);
    expect(notes.map((n) => n.contentEn).join(' ')).toContain('Reason: 联系方式不全');
  });

  it('requires a reason to reject', async () => {
    const hr = await f.hr();
    const id = await f.postJob(hr.token, {}, { approve: false });
    const bare = { id, decision: 'reject', reason: ' ', revision: 1 };
    const res = await f.post('/u/v1/admin/review/job', await f.adminToken(), bare);
    expectBilingualError(res, 400, 'Please give a reason for the rejection');
    expect((await jobRow(id))?.reviewStatus).toBe('under_review');
  });

  it('refuses HR users and job seekers', async () => {
    const hr = await f.hr();
    const id = await f.postJob(hr.token, {}, { approve: false });
    for (const token of [hr.token, (await f.seeker()).token]) {
      const approval = { id, decision: 'approve', revision: 1 };
      expectBilingualError(await f.post('/u/v1/admin/review/job', token, approval), 403);
      expectBilingualError(await f.get('/u/v1/admin/get/job/list', token), 403);
    }
    expect((await jobRow(id))?.reviewStatus).toBe('under_review');
  });

  it('lists jobs for review filtered by review status', async () => {
    const hr = await f.hr();
    const id = await f.postJob(hr.token, { description: 'reviewqueue' }, { approve: false });
    const admin = await f.adminToken();
    const res = await f.get('/u/v1/admin/get/job/list?review_status=under_review&key_word=reviewqueue', admin);
    expect(res.json()).toMatchObject({ total: 1, data: [{ id, review_status: 'under_review' }] });
    const approved = await f.get('/u/v1/admin/get/job/list?review_status=approved&key_word=reviewqueue', admin);
    expect(approved.json().total).toBe(0);
  });
});
