import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, messages, resumes, userCertificates, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { expectBilingualError } from '../../test/http.ts';
import { jobFixtures } from './test-fixtures.ts';

let app: TestApp;
let f: ReturnType<typeof jobFixtures>;
let hr: Awaited<ReturnType<ReturnType<typeof jobFixtures>['hr']>>;
let jobId: number;
beforeAll(async () => {
  app = await buildTestApp();
  f = jobFixtures(app);
  hr = await f.hr();
  jobId = await f.postJob(hr.token);
});
afterAll(() => app.close());

const db = () => app.database.db;
const applicationsTo = async (seekerId: number) =>
  (await db().select({ n: count() }).from(applications).where(eq(applications.seekerId, seekerId)))[0]?.n;
const withdraw = (token: string, applicationId: unknown) =>
  f.post('/u/v1/hunter/withdraw/resume', token, { application_id: applicationId });
const applicants = async (id: number) =>
  (await f.get(`/u/v1/hr/get/job/applicants?job_id=${id}&pn=1&p_size=10`, hr.token)).json();

describe('applying needs a resume worth reading (ADR 0093)', () => {
  it('names every missing part of a seeker who never filled in a resume, in zh and en, and sends nothing', async () => {
    const seeker = await f.bareSeeker();
    const res = await f.apply(seeker.token, jobId);
    expectBilingualError(res, 400);
    expect(res.json().msg).toBe(
      '简历还不完整，无法投递，请先完善：联系邮箱、学历、工作年限、至少一个专业或证书、自我介绍',
    );
    expect(res.json().msg_en).toBe(
      'Your resume is incomplete, so you cannot apply yet. Please add: contact email, education, years of experience, at least one major or certificate, self introduction',
    );
    expect(await applicationsTo(seeker.id)).toBe(0);
    const told = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.userId, hr.id), ne(messages.messageType, 'job_review')));
    expect(told).toEqual([]);
  });

  const gaps: [string, string, (userId: number) => Promise<unknown>][] = [
    ['name', 'Please add: name', (id) => db().update(users).set({ nickName: ' ' }).where(eq(users.id, id))],
    [
      'contact',
      'Please add: contact email',
      (id) => db().update(resumes).set({ email: '' }).where(eq(resumes.userId, id)),
    ],
    [
      'degree',
      'Please add: education',
      (id) => db().update(resumes).set({ degree: null }).where(eq(resumes.userId, id)),
    ],
    [
      'experience',
      'Please add: years of experience',
      (id) => db().update(resumes).set({ experience: null }).where(eq(resumes.userId, id)),
    ],
    [
      'a major or certificate',
      'Please add: at least one major or certificate',
      (id) => db().delete(userCertificates).where(eq(userCertificates.userId, id)),
    ],
    [
      'self introduction',
      'Please add: self introduction',
      (id) => db().update(resumes).set({ selfDesc: '  ' }).where(eq(resumes.userId, id)),
    ],
  ];
  it.each(gaps)('refuses a resume without %s, naming only it', async (_part, expected, remove) => {
    const seeker = await f.seeker();
    await remove(seeker.id);
    const res = await f.apply(seeker.token, jobId);
    expectBilingualError(res, 400);
    expect(res.json().msg_en.endsWith(expected)).toBe(true);
    expect(await applicationsTo(seeker.id)).toBe(0);
  });

  it('accepts a complete resume with a major and no certificate, and 0 years (a fresh graduate)', async () => {
    const seeker = await f.seeker();
    const cat = await f.catalogue();
    await db().delete(userCertificates).where(eq(userCertificates.userId, seeker.id));
    await f.qualify(seeker.id, { experience: 0, majorIds: [cat.majors[0] as number] });
    expect((await f.apply(seeker.token, jobId)).statusCode).toBe(200);
  });

  it("tells about the job's own state before the resume", async () => {
    const seeker = await f.bareSeeker();
    const ended = await f.postJob(hr.token);
    await f.post('/u/v1/hr/end/job', hr.token, { id: ended });
    expectBilingualError(
      await f.apply(seeker.token, ended),
      400,
      'This job has ended and no longer accepts applications',
    );
  });
});

describe('withdrawing an application (POST /u/v1/hunter/withdraw/resume)', () => {
  async function applied() {
    const seeker = await f.seeker();
    const res = await f.apply(seeker.token, jobId);
    expect(res.statusCode, res.body).toBe(200);
    return { seeker, applicationId: res.json().data.id as number };
  }
  const move = (applicationId: number, status: string) =>
    f.post('/u/v1/hr/update/application/status', hr.token, { application_id: applicationId, status });

  it.each(['submitted', 'viewed'])('withdraws a %s application; the HR sees it withdrawn', async (status) => {
    const { seeker, applicationId } = await applied();
    if (status === 'viewed') expect((await move(applicationId, 'viewed')).statusCode).toBe(200);
    const res = await withdraw(seeker.token, applicationId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: applicationId, status: 'withdrawn' });
    const list = await applicants(jobId);
    expect(list.data.find((a: { id: number }) => a.id === applicationId)).toMatchObject({
      status: 'withdrawn',
      resume_open: false,
    });
    const mine = (await f.get('/u/v1/hunter/get/applications', seeker.token)).json().data;
    expect(mine[0]).toMatchObject({ id: applicationId, status: 'withdrawn' });
    expect((await withdraw(seeker.token, applicationId)).statusCode).toBe(200);
  });

  it('closes a closed resume to the HR again once the application is withdrawn', async () => {
    const { seeker, applicationId } = await applied();
    await db().update(resumes).set({ enableResume: 0 }).where(eq(resumes.userId, seeker.id));
    const read = () => f.get(`/u/v1/admin/download/hunter/resume/${seeker.id}`, hr.token);
    expect((await read()).statusCode).toBe(200);
    await withdraw(seeker.token, applicationId);
    expectBilingualError(await read(), 403);
  });

  it.each(['interviewing', 'offered', 'rejected'])('refuses once the application is %s', async (status) => {
    const { seeker, applicationId } = await applied();
    await move(applicationId, status);
    expectBilingualError(
      await withdraw(seeker.token, applicationId),
      409,
      'This application can no longer be withdrawn: the recruiter has already acted on it',
    );
    expect((await db().select().from(applications).where(eq(applications.id, applicationId)))[0]?.status).toBe(status);
  });

  it("hides another seeker's application and refuses other roles and bad ids", async () => {
    const { applicationId } = await applied();
    expectBilingualError(
      await withdraw((await f.seeker()).token, applicationId),
      404,
      'This application does not exist',
    );
    expectBilingualError(await withdraw(hr.token, applicationId), 403);
    expectBilingualError(await withdraw((await f.seeker()).token, 999_999), 404);
    expectBilingualError(await withdraw((await f.seeker()).token, 'x'), 400, 'Invalid application id');
  });

  it('lets the seeker apply again after withdrawing, not while an application is live', async () => {
    const { seeker, applicationId } = await applied();
    expectBilingualError(await f.apply(seeker.token, jobId), 409, 'You have already applied to this job');
    await withdraw(seeker.token, applicationId);
    const detail = (await f.get(`/u/v1/hunter/get/job?id=${jobId}`, seeker.token)).json().data;
    expect(detail).toMatchObject({ applied: false, application: null });
    const again = await f.apply(seeker.token, jobId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).not.toBe(applicationId);
    expectBilingualError(await f.apply(seeker.token, jobId), 409);
    const statuses = (await f.get('/u/v1/hunter/get/applications', seeker.token))
      .json()
      .data.map((a: { status: string }) => a.status);
    expect(statuses).toEqual(['submitted', 'withdrawn']);
  });

  it('keeps the HR from moving a withdrawn application, and counts only live applicants', async () => {
    const own = await f.postJob(hr.token);
    const seekers = [await f.seeker(), await f.seeker()];
    const ids = [];
    for (const s of seekers) ids.push((await f.apply(s.token, own)).json().data.id as number);
    await withdraw((seekers[0] as { token: string }).token, ids[0]);
    expectBilingualError(
      await move(ids[0] as number, 'interviewing'),
      409,
      'The job seeker has withdrawn this application',
    );
    const list = (await f.get('/u/v1/hr/get/job/list?pn=1&p_size=50', hr.token)).json().data;
    expect(list.find((j: { id: number }) => j.id === own)).toMatchObject({
      applicant_count: 1,
      new_applicant_count: 1,
    });
    expect((await applicants(own)).data.map((a: { status: string }) => a.status).sort()).toEqual([
      'submitted',
      'withdrawn',
    ]);
  });
});
