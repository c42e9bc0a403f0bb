import { APPLICANT_LIMITS } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { expectBilingualError } from '../../test/http.ts';
import { jobFixtures } from './test-fixtures.ts';

// The applicant drawer's reject reason, private notes and counts by pipeline state.

let app: TestApp;
let f: ReturnType<typeof jobFixtures>;
beforeAll(async () => {
  app = await buildTestApp();
  f = jobFixtures(app);
});
afterAll(() => app.close());

/** A job of a new HR with one applicant; answers the HR, the seeker, the job and the application ids. */
async function applied() {
  const hr = await f.hr();
  const jobId = await f.postJob(hr.token, { title: '结构设计师' });
  const seeker = await f.seeker();
  const applicationId = (await f.apply(seeker.token, jobId)).json().data.id as number;
  return { hr, seeker, jobId, applicationId };
}

const move = (token: string, body: Record<string, unknown>) =>
  f.post('/u/v1/hr/update/application/status', token, body);
const saveNote = (token: string, body: Record<string, unknown>) =>
  f.post('/u/v1/hr/update/application/note', token, body);
const inbox = (userId: number) => app.database.db.select().from(messages).where(eq(messages.userId, userId));

describe('rejecting an applicant with a reason', () => {
  it('sends the reason to the seeker in zh and en, and shows it to the HR with the applicant', async () => {
    const { hr, seeker, jobId, applicationId } = await applied();
    const res = await move(hr.token, {
      application_id: applicationId,
      status: 'rejected',
      reason: '  需要五年以上桥梁经验 ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await inbox(seeker.id)).toEqual([
      expect.objectContaining({
        messageType: 'application_status',
        eventId: applicationId,
        content: expect.stringContaining('需要五年以上桥梁经验'),
        contentEn: expect.stringContaining('The recruiter wrote: 需要五年以上桥梁经验'),
      }),
    ]);
    const [applicant] = (await f.get(`/u/v1/hr/get/job/applicants?job_id=${jobId}`, hr.token)).json().data;
    expect(applicant).toMatchObject({ status: 'rejected', reject_reason: '需要五年以上桥梁经验' });
  });

  it('without a reason tells the seeker the new status as before; moving on again clears the reason', async () => {
    const { hr, seeker, jobId, applicationId } = await applied();
    await move(hr.token, { application_id: applicationId, status: 'rejected', reason: '暂不合适' });
    await move(hr.token, { application_id: applicationId, status: 'interviewing', reason: 'ignored' });
    const [applicant] = (await f.get(`/u/v1/hr/get/job/applicants?job_id=${jobId}`, hr.token)).json().data;
    expect(applicant).toMatchObject({ status: 'interviewing', reject_reason: '' });
    const contents = (await inbox(seeker.id)).map((m) => m.contentEn);
    expect(contents).toContainEqual(expect.stringContaining('is now: Interviewing'));
  });

  it('refuses a reason longer than 200 characters', async () => {
    const { hr, applicationId } = await applied();
    const long = '长'.repeat(APPLICANT_LIMITS.rejectReason + 1);
    expectBilingualError(
      await move(hr.token, { application_id: applicationId, status: 'rejected', reason: long }),
      400,
      'The reason can be at most 200 characters',
    );
  });
});

describe('private notes on an applicant', () => {
  it('are saved and shown to the job’s HR with the applicant', async () => {
    const { hr, jobId, applicationId } = await applied();
    const res = await saveNote(hr.token, { application_id: applicationId, note: ' 电话面试表现好，下周约现场 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      application_id: applicationId,
      note: '电话面试表现好，下周约现场',
      note_time: expect.any(String),
    });
    const [applicant] = (await f.get(`/u/v1/hr/get/job/applicants?job_id=${jobId}`, hr.token)).json().data;
    expect(applicant).toMatchObject({ hr_note: '电话面试表现好，下周约现场', hr_note_time: expect.any(String) });
  });

  it('are refused to another HR (403), to a job seeker (403) and for an unknown application (404)', async () => {
    const { seeker, applicationId } = await applied();
    const other = await f.hr();
    expectBilingualError(await saveNote(other.token, { application_id: applicationId, note: 'x' }), 403);
    expectBilingualError(await saveNote(seeker.token, { application_id: applicationId, note: 'x' }), 403);
    expectBilingualError(await saveNote(other.token, { application_id: 999_999, note: 'x' }), 404);
  });

  it('are never seen by the seeker, in their applications or in any message', async () => {
    const { hr, seeker, applicationId } = await applied();
    await saveNote(hr.token, { application_id: applicationId, note: '薪资期望偏高' });
    const mine = await f.get('/u/v1/hunter/get/applications', seeker.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain('薪资期望偏高');
    expect(mine.json().data[0]).not.toHaveProperty('hr_note');
    expect(JSON.stringify(await inbox(seeker.id))).not.toContain('薪资期望偏高');
  });

  it('are bounded to 1,000 characters; an empty note clears it', async () => {
    const { hr, applicationId } = await applied();
    const long = '备'.repeat(APPLICANT_LIMITS.note + 1);
    expectBilingualError(
      await saveNote(hr.token, { application_id: applicationId, note: long }),
      400,
      'The note can be at most 1,000 characters',
    );
    await saveNote(hr.token, { application_id: applicationId, note: '先记一笔' });
    const cleared = await saveNote(hr.token, { application_id: applicationId, note: '' });
    expect(cleared.json().data).toMatchObject({ note: '' });
  });
});

describe('applicants by pipeline state', () => {
  it('counts the job’s applicants in each state and filters the list by one', async () => {
    const hr = await f.hr();
    const jobId = await f.postJob(hr.token);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await f.apply((await f.seeker()).token, jobId)).json().data.id);
    await move(hr.token, { application_id: ids[0], status: 'interviewing' });
    await move(hr.token, { application_id: ids[1], status: 'rejected' });
    await move(hr.token, { application_id: ids[2], status: 'rejected', reason: '专业不符' });
    // Another job's applicant is not counted.
    await f.apply((await f.seeker()).token, await f.postJob(hr.token));

    const res = await f.get(`/u/v1/hr/get/job/applicant/counts?job_id=${jobId}`, hr.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      all: 4,
      by_status: { submitted: 1, viewed: 0, interviewing: 1, offered: 0, rejected: 2, withdrawn: 0 },
    });

    const rejected = (await f.get(`/u/v1/hr/get/job/applicants?job_id=${jobId}&status=rejected`, hr.token)).json();
    expect(rejected.total).toBe(2);
    expect(rejected.data.map((a: { id: number }) => a.id).sort()).toEqual([ids[1], ids[2]].sort());
  });

  it('refuses the counts of another HR’s job and an unknown status filter', async () => {
    const { jobId } = await applied();
    const other = await f.hr();
    expectBilingualError(await f.get(`/u/v1/hr/get/job/applicant/counts?job_id=${jobId}`, other.token), 403);
    const { hr, jobId: own } = await applied();
    expectBilingualError(await f.get(`/u/v1/hr/get/job/applicants?job_id=${own}&status=hired`, hr.token), 400);
  });
});

describe('the HR’s notification of an application', () => {
  it('points at the job, so it can open the job’s applicants', async () => {
    const { hr, seeker, jobId } = await applied();
    const [note] = await app.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, hr.id), eq(messages.senderId, seeker.id)));
    expect(note).toMatchObject({ messageType: 'application_received', eventId: jobId });
  });
});
