import { DASHBOARD_DAYS, ROLES } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, resumeViewRequests, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createAdmin, registerUser } from '../../test/factories.ts';
import { addStandard, grantOil, resetFixtures, withoutSignupOil } from '../../test/standards.ts';

let app: TestApp;
beforeAll(async () => {
  resetFixtures();
  app = await buildTestApp();
  await withoutSignupOil(app);
});
afterAll(() => app.close());

const dashboard = (token?: string) =>
  app.inject({ method: 'GET', url: '/u/v1/admin/get/dashboard', headers: token ? authHeader(token) : {} });
const post = (url: string, token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/u/v1${url}`, headers: authHeader(token), payload });
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const JOB = {
  title: '结构设计工程师',
  city: 'shanghai',
  address: '上海市浦东新区世纪大道 100 号',
  company: '华东建筑设计院',
  description: '负责高层建筑结构设计与计算。',
  publisher_name: '王敏',
  phone: '021-12345678',
  email: 'hr@example.com',
  job_type: 'full_time',
  experience: '3-5',
  salary: '20-40',
};

describe('admin dashboard (GET /u/v1/admin/get/dashboard)', () => {
  it('counts what was created: users by role, jobs by review status, applications, requests, standards, oil', async () => {
    const db = app.database.db;
    const admin = await createAdmin(app);
    const hr = await registerUser(app, { role: ROLES.hr });
    const seeker = await registerUser(app, { role: ROLES.seeker });
    const old = await registerUser(app, { role: ROLES.seeker });
    const blocked = await registerUser(app, { role: ROLES.seeker });
    // One registration before the window, one disabled account.
    await db.update(users).set({ createdAt: sql`now() - interval '40 days'` }).where(eq(users.id, old.id));
    await db.update(users).set({ disabled: true }).where(eq(users.id, blocked.id));

    const jobIds: number[] = [];
    for (const title of ['结构设计工程师', '造价工程师', '暖通工程师']) {
      const res = await post('/hr/add/job', hr.token, { ...JOB, title });
      expect(res.statusCode).toBe(200);
      jobIds.push(res.json().data.id);
    }
    const [approved, rejected] = jobIds as [number, number, number];
    // A job as posted is at its first revision.
    const approval = { id: approved, decision: 'approve', revision: 1 };
    expect((await post('/admin/review/job', admin.token, approval)).statusCode).toBe(200);
    const rejection = { id: rejected, decision: 'reject', reason: '描述不完整', revision: 1 };
    expect((await post('/admin/review/job', admin.token, rejection)).statusCode).toBe(200);
    expect((await post('/hr/end/job', hr.token, { id: approved })).statusCode).toBe(200);

    // Two applications: today and three days ago.
    const opened = { hrId: hr.id, openDays: 7, openedUntil: sql`now() + interval '7 days'` };
    await db.insert(applications).values([
      { jobId: approved, seekerId: seeker.id, ...opened },
      { jobId: approved, seekerId: old.id, ...opened, createdAt: sql`now() - interval '3 days'` },
    ]);
    await db.insert(resumeViewRequests).values([
      { hrId: hr.id, seekerId: seeker.id, message: '您好', state: 'pending' },
      { hrId: hr.id, seekerId: old.id, message: '您好', state: 'allowed' },
    ]);

    const paid = await addStandard(app, { crude_num: 30 });
    await addStandard(app, { ch_name: '免费规范', crude_num: 0 });
    expect((await grantOil(app, seeker.id, 50)).statusCode).toBe(200);
    expect((await grantOil(app, seeker.id, -5, '测试扣除')).statusCode).toBe(200);
    expect((await post('/user/buy/standard', seeker.token, { id: paid })).statusCode).toBe(200);
    const download = await app.inject({
      method: 'GET',
      url: `/u/v1/user/download/standard?id=${paid}`,
      headers: authHeader(seeker.token),
    });
    expect(download.statusCode).toBe(200);

    const res = await dashboard(admin.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // Two administrators: this test's and the one grantOil creates.
    expect(data.users).toEqual({ seekers: 3, hrs: 1, admins: 2, disabled: 1, new_last_30_days: 5 });
    expect(data.jobs).toEqual({
      recruiting: 2,
      ended: 1,
      under_review: 1,
      approved: 1,
      rejected: 1,
      edits_under_review: 0,
    });
    expect(data.applications).toEqual({ total: 2, last_30_days: 2 });
    expect(data.view_requests).toEqual({ pending: 1, allowed: 1, rejected: 0, revoked: 0 });
    expect(data.standards).toEqual({ listed: 2, downloads: 1, purchases: 1 });
    expect(data.oil).toEqual({ granted: 50, spent: 30, deducted: 5 });

    // The last 30 UTC days, oldest first, every day present, zero where nothing happened.
    expect(data.series).toHaveLength(DASHBOARD_DAYS);
    expect(data.series[0].day).toBe(utcDay(DASHBOARD_DAYS - 1));
    const today = data.series[DASHBOARD_DAYS - 1];
    expect(today).toEqual({
      day: utcDay(0),
      registrations: 5,
      jobs: 3,
      applications: 1,
      purchases: 1,
      oil_granted: 50,
      oil_spent: 30,
    });
    const threeDaysAgo = data.series[DASHBOARD_DAYS - 4];
    expect(threeDaysAgo).toEqual({
      day: utcDay(3),
      registrations: 0,
      jobs: 0,
      applications: 1,
      purchases: 0,
      oil_granted: 0,
      oil_spent: 0,
    });
    const quiet = data.series.slice(0, DASHBOARD_DAYS - 4);
    expect(
      quiet.every((day: { applications: number; registrations: number }) => day.applications + day.registrations === 0),
    ).toBe(true);
  });

  it('refuses anonymous (401), job seeker and HR (403) callers', async () => {
    expect((await dashboard()).statusCode).toBe(401);
    for (const role of [ROLES.seeker, ROLES.hr]) {
      const user = await registerUser(app, { role });
      expect((await dashboard(user.token)).statusCode).toBe(403);
    }
  });
});
