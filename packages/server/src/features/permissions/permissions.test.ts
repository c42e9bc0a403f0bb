import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobs, messages, resumes, resumeViewRequests, resumeViews } from '../../db/schema/index.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../db/seed/demo-users.ts';
import { seedDemo } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { onPostgres } from '../../test/database.ts';
import { authHeader, createAdmin, login, registerUser } from '../../test/factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type User = Awaited<ReturnType<typeof registerUser>>;
const DAY = 86_400_000;

const get = (url: string, user: User | null) =>
  app.inject({ method: 'GET', url, headers: user ? authHeader(user.token) : {} });
const post = (url: string, user: User | null, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: user ? authHeader(user.token) : {}, payload });

const hr = () => registerUser(app, { role: '2' });

/** A job seeker with a resume, open or closed (the resume form writes the same row). */
async function seeker(open: boolean) {
  const user = await registerUser(app, { role: '3' });
  await app.database.db.insert(resumes).values({ userId: user.id, enableResume: open ? 1 : 0, email: 'a@example.com' });
  return user;
}

/** A job of the HR's, as the job form stores it. */
async function jobOf(owner: User, title = '结构设计工程师') {
  const [row] = await app.database.db
    .insert(jobs)
    .values({
      hrId: owner.id,
      title,
      city: 'shanghai',
      address: '上海市浦东新区世纪大道 100 号',
      company: '华东建筑设计院',
      publisherName: '王敏',
      description: '负责高层建筑结构设计。',
      phone: '021-12345678',
      email: 'hr@example.com',
      jobType: 'full_time',
      experience: '3-5',
      salary: '20-40',
      reviewStatus: 'approved',
    })
    .returning({ id: jobs.id });
  return row?.id as number;
}

const request = (from: User, to: User, extra: Record<string, unknown> = {}) =>
  post('/u/v1/hr/apply/user/resume', from, { hunter_id: to.id, message: '您好，想了解您的项目经历。', ...extra });
const check = async (from: User, to: User) =>
  (await get(`/u/v1/hr/check/user/resume/permission?hunter_id=${to.id}`, from)).json().data as boolean;
const readResume = (from: User, to: User) => get(`/u/v1/hr/get/user/resume/${to.id}`, from);
const answer = (by: User, requestId: number, allow: boolean) =>
  post('/u/v1/hunter/answer/view/request', by, { request_id: requestId, allow });
const revoke = (by: User, requestId: number) =>
  post('/u/v1/hunter/revoke/view/permission', by, { request_id: requestId });

async function requested(from: User, to: User, extra: Record<string, unknown> = {}) {
  const res = await request(from, to, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.request_id as number;
}

async function messagesOf(user: User, type: string) {
  return app.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, user.id), eq(messages.messageType, type)));
}

function expectRefusal(res: { statusCode: number; json(): unknown }, status: number, msgEn?: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ code: status, msg: expect.any(String), msg_en: msgEn ?? expect.any(String) });
}

describe('resume view permissions: who may read a resume', () => {
  it('an open resume: viewable, the view is recorded, and a request is refused as needless', async () => {
    const [h, s] = await Promise.all([hr(), seeker(true)]);
    expect(await check(h, s)).toBe(true);
    const first = await readResume(h, s);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ user_id: s.id, nick_name: s.nick_name });
    await readResume(h, s);
    // The applicants drawer and the PDF export read through the resumes area's call: a view all the same.
    expect((await get(`/u/v1/admin/download/hunter/resume/${s.id}`, h)).statusCode).toBe(200);
    const viewers = (await get('/u/v1/hunter/get/resume/viewers', s)).json();
    expect(viewers).toMatchObject({ total: 1, data: [{ hr_id: h.id, hr_name: h.nick_name, view_count: 3 }] });
    expect(Date.parse(viewers.data[0].last_viewed_time)).not.toBeNaN();
    expectRefusal(await request(h, s), 409, 'You can already view this resume');
  });

  it('a closed resume: refused until a request is allowed', async () => {
    const [h, s] = await Promise.all([hr(), seeker(false)]);
    expect(await check(h, s)).toBe(false);
    expectRefusal(await readResume(h, s), 403);
    expect((await readResume(h, s)).json().msg_en).toMatch(/closed/);
    // A refused read is no view.
    expect((await get('/u/v1/hunter/get/resume/viewers', s)).json().total).toBe(0);
  });

  it('pending: the seeker is told in both languages, a second request is refused, the resume stays closed', async () => {
    const [h, s] = await Promise.all([hr(), seeker(false)]);
    const jobId = await jobOf(h, '暖通设计师');
    const res = await request(h, s, { job_id: jobId });
    expect(res.json()).toMatchObject({
      code: 0,
      msg: expect.stringContaining('申请'),
      data: { request_id: expect.any(Number) },
    });
    const id = res.json().data.request_id;
    const [message] = await messagesOf(s, 'resume_view_request');
    expect(message).toMatchObject({ senderId: h.id, eventId: id });
    expect(message?.content).toContain(h.nick_name);
    expect(message?.content).toContain('暖通设计师');
    expect(message?.content).toContain('项目经历');
    expect(message?.contentEn).toContain('asks to view your resume');
    expectRefusal(await request(h, s), 409, 'You have already asked to view this resume; please wait for the answer');
    expect(await check(h, s)).toBe(false);
    // The refusal says the request is waiting, so the resume page offers no second one.
    expectRefusal(
      await readResume(h, s),
      403,
      'You have already asked to view this resume; please wait for the answer',
    );
    const mine = (await get('/u/v1/hr/get/resume/requests', h)).json();
    expect(mine).toMatchObject({
      total: 1,
      data: [
        {
          request_id: id,
          hunter_id: s.id,
          hunter_name: s.nick_name,
          job_id: jobId,
          job_title: '暖通设计师',
          state: 'pending',
          decided_time: null,
        },
      ],
    });
  });

  it('granted: the HR is told, reads the resume at once; a second answer and a new request are refused', async () => {
    const [h, s] = await Promise.all([hr(), seeker(false)]);
    const id = await requested(h, s);
    expect((await answer(s, id, true)).statusCode).toBe(200);
    const [told] = await messagesOf(h, 'resume_view_allowed');
    expect(told).toMatchObject({ senderId: s.id, eventId: id });
    expect(told?.content).toContain(s.nick_name);
    expect(told?.contentEn).toContain('allowed you to view');
    expect(await check(h, s)).toBe(true);
    expect((await readResume(h, s)).statusCode).toBe(200);
    expectRefusal(await answer(s, id, false), 409, 'This request has already been answered');
    expectRefusal(await request(h, s), 409, 'You can already view this resume');
    const [row] = (await get('/u/v1/hr/get/resume/requests?state=allowed', h)).json().data;
    expect(row).toMatchObject({ request_id: id, state: 'allowed', job_id: null, job_title: null });
    expect(Date.parse(row.decided_time)).not.toBeNaN();
  });

  it('rejected: the HR is told, the resume stays closed, and the HR may ask again', async () => {
    const [h, s] = await Promise.all([hr(), seeker(false)]);
    const jobId = await jobOf(h, '造价工程师');
    const id = await requested(h, s, { job_id: jobId });
    expect((await post('/u/v1/hunter/answer/view/request', s, { request_id: id, allow: 'false' })).statusCode).toBe(
      200,
    );
    const [told] = await messagesOf(h, 'resume_view_rejected');
    expect(told?.content).toContain('造价工程师');
    expect(told?.contentEn).toContain('declined');
    expect(await check(h, s)).toBe(false);
    expectRefusal(await readResume(h, s), 403);
    expectRefusal(await revoke(s, id), 409, 'Only a permission you granted can be revoked');
    expect((await request(h, s)).statusCode).toBe(200);
  });

  it('revoked: takes effect at once, cannot be revoked twice, and the HR may ask again', async () => {
    const [h, s] = await Promise.all([hr(), seeker(false)]);
    const id = await requested(h, s);
    await answer(s, id, true);
    expect((await readResume(h, s)).statusCode).toBe(200);
    expect((await revoke(s, id)).statusCode).toBe(200);
    expect(await check(h, s)).toBe(false);
    expectRefusal(await readResume(h, s), 403);
    expectRefusal(await revoke(s, id), 409);
    expectRefusal(await answer(s, id, true), 409);
    const again = await requested(h, s);
    expect(again).not.toBe(id);
    const states = (await get('/u/v1/hunter/get/view/requests', s)).json().data.map((r: { state: string }) => r.state);
    expect(states).toEqual(['pending', 'revoked']);
    // The viewer list keeps the view made while it was granted.
    expect((await get('/u/v1/hunter/get/resume/viewers', s)).json().data[0]).toMatchObject({ view_count: 1 });
  });

  it('an application opens the resume to the job HR within its open days, and only then', async () => {
    const [h, s] = await Promise.all([hr(), seeker(false)]);
    const jobId = await jobOf(h);
    const [application] = await app.database.db
      .insert(applications)
      .values({ jobId, seekerId: s.id, hrId: h.id, openDays: 7, openedUntil: new Date(Date.now() + 7 * DAY) })
      .returning({ id: applications.id });
    expect(await check(h, s)).toBe(true);
    expect((await readResume(h, s)).statusCode).toBe(200);
    expectRefusal(await request(h, s), 409, 'You can already view this resume');
    await app.database.db
      .update(applications)
      .set({ openedUntil: new Date(Date.now() - DAY) })
      .where(eq(applications.id, application?.id as number));
    expect(await check(h, s)).toBe(false);
    expectRefusal(await readResume(h, s), 403);
    expect((await request(h, s)).statusCode).toBe(200);
  });

  it("another HR's grant or application does not help", async () => {
    const [h, other, s] = await Promise.all([hr(), hr(), seeker(false)]);
    await answer(s, await requested(other, s), true);
    const jobId = await jobOf(other);
    await app.database.db
      .insert(applications)
      .values({ jobId, seekerId: s.id, hrId: other.id, openDays: 7, openedUntil: new Date(Date.now() + DAY) });
    expect(await check(other, s)).toBe(true);
    expect(await check(h, s)).toBe(false);
    expectRefusal(await readResume(h, s), 403);
  });
});

describe('resume view permissions: roles, ownership and input', () => {
  it('refuses seekers, administrators and the anonymous on the HR calls, and HRs on the seeker calls', async () => {
    const [s, admin, h] = await Promise.all([seeker(false), createAdmin(app), hr()]);
    const target = await seeker(false);
    const hrCalls = [
      () => request(s, target),
      () => request(admin as User, target),
      () => get(`/u/v1/hr/check/user/resume/permission?hunter_id=${target.id}`, s),
      () => get(`/u/v1/hr/check/user/resume/permission?hunter_id=${target.id}`, admin as User),
      () => readResume(s, target),
      () => readResume(admin as User, target),
      () => get('/u/v1/hr/get/resume/requests', s),
      () => get('/u/v1/hr/get/resume/requests', admin as User),
      () => get('/u/v1/hunter/get/view/requests', h),
      () => answer(h, 1, true),
      () => revoke(h, 1),
      () => get('/u/v1/hunter/get/resume/viewers', h),
      () => get('/u/v1/hunter/get/resume/viewers', admin as User),
    ];
    for (const call of hrCalls) expectRefusal(await call(), 403);
    expect((await get('/u/v1/hr/get/resume/requests', null)).statusCode).toBe(401);
    expect((await get('/u/v1/hunter/get/view/requests', null)).statusCode).toBe(401);
  });

  it("an HR lists only their own requests, a seeker only those to them, and cannot answer another's", async () => {
    const [h, other, s, t] = await Promise.all([hr(), hr(), seeker(false), seeker(false)]);
    const mine = await requested(h, s);
    const theirs = await requested(other, s);
    const toT = await requested(h, t);
    const listed = (await get('/u/v1/hr/get/resume/requests', h)).json();
    expect(listed.total).toBe(2);
    expect(listed.data.map((r: { request_id: number }) => r.request_id).sort()).toEqual([mine, toT].sort());
    const toS = (await get('/u/v1/hunter/get/view/requests', s)).json();
    expect(toS.data.map((r: { request_id: number }) => r.request_id).sort()).toEqual([mine, theirs].sort());
    expect(toS.data.find((r: { request_id: number }) => r.request_id === mine)).toMatchObject({
      hr_id: h.id,
      hr_name: h.nick_name,
      state: 'pending',
    });
    const picked = (await get(`/u/v1/hunter/get/view/requests?id_list=${theirs},${toT}`, s)).json();
    expect(picked).toMatchObject({ total: 1, data: [{ request_id: theirs }] });
    expectRefusal(await answer(t, mine, true), 404, 'This view request does not exist');
    expectRefusal(await revoke(t, mine), 404);
    expect(await check(h, s)).toBe(false);
  });

  it('answers unknown ids with 404 and malformed ones with a bilingual 400', async () => {
    const [h, s, otherHr] = await Promise.all([hr(), seeker(false), hr()]);
    const bare = await registerUser(app, { role: '3' });
    expectRefusal(await post('/u/v1/hr/apply/user/resume', h, { hunter_id: 2_000_000_000, message: '你好' }), 404);
    expectRefusal(await request(h, otherHr), 404);
    expectRefusal(await request(h, bare), 404);
    expectRefusal(await readResume(h, otherHr), 404);
    expectRefusal(await get('/u/v1/hr/get/user/resume/2000000000', h), 404);
    expectRefusal(await get('/u/v1/hr/check/user/resume/permission?hunter_id=2000000000', h), 404);
    expectRefusal(await answer(s, 2_000_000_000, true), 404);
    expectRefusal(await revoke(s, 2_000_000_000), 404);
    for (const [url, user] of [
      ['/u/v1/hr/get/user/resume/2147483648', h],
      ['/u/v1/hr/get/user/resume/abc', h],
      ['/u/v1/hr/check/user/resume/permission', h],
      ['/u/v1/hr/check/user/resume/permission?hunter_id=-1', h],
      ['/u/v1/hr/get/resume/requests?state=granted', h],
      ['/u/v1/hr/get/resume/requests?p_size=51', h],
      [`/u/v1/hunter/get/view/requests?id_list=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, s],
      ['/u/v1/hunter/get/view/requests?id_list=1,x', s],
    ] as const) {
      expectRefusal(await get(url, user), 400);
    }
    expectRefusal(await post('/u/v1/hunter/answer/view/request', s, { request_id: 1, allow: 'maybe' }), 400);
    expectRefusal(await post('/u/v1/hunter/answer/view/request', s, { allow: true }), 400);
  });

  it('refuses a blank or overlong message, a job not the HR’s own, and takes a form body', async () => {
    const [h, other, s] = await Promise.all([hr(), hr(), seeker(false)]);
    expectRefusal(await request(h, s, { message: '   ' }), 400, 'Please enter application message');
    expectRefusal(await request(h, s, { message: undefined }), 400, 'Please enter application message');
    expectRefusal(await request(h, s, { message: '字'.repeat(501) }), 400);
    expectRefusal(await request(h, s, { job_id: await jobOf(other) }), 400, 'Choose one of the jobs you posted');
    expectRefusal(await request(h, s, { job_id: 2_000_000_000 }), 400);
    expectRefusal(await request(h, s, { hunter_id: 'abc' }), 400);
    expect((await get('/u/v1/hr/get/resume/requests', h)).json().total).toBe(0);
    const form = await app.inject({
      method: 'POST',
      url: '/u/v1/hr/apply/user/resume',
      headers: { ...authHeader(h.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `hunter_id=${s.id}&job_id=&message=${encodeURIComponent(' 您好 ')}`,
    });
    expect(form.statusCode, form.body).toBe(200);
    const [row] = (await get('/u/v1/hr/get/resume/requests', h)).json().data;
    expect(row).toMatchObject({ message: '您好', job_id: null });
  });

  it('of two requests at once exactly one is pending', async () => {
    const [h, s] = await Promise.all([hr(), seeker(false)]);
    const results = await Promise.all([request(h, s), request(h, s)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await get('/u/v1/hr/get/resume/requests', h)).json().total).toBe(1);
  });
});

describe('resume view permissions: demo data', () => {
  it('gives the README recruiters requests in every state, with a view of each granted resume', async () => {
    const demo = await buildTestApp();
    try {
      await seedDemo(demo);
      const phone = DEMO_USERS.find((u) => u.role === '2')?.phone as string;
      const recruiter = await login(demo, phone, DEMO_PASSWORD);
      const res = await demo.inject({
        method: 'GET',
        url: '/u/v1/hr/get/resume/requests?p_size=50',
        headers: authHeader(recruiter.token),
      });
      const states = new Set(res.json().data.map((r: { state: string }) => r.state));
      expect([...states].sort()).toEqual(['allowed', 'pending', 'rejected', 'revoked']);
      const all = await demo.database.db.select().from(resumeViewRequests);
      expect(all.length).toBeGreaterThanOrEqual(6);
      const granted = all.filter((r) => r.state === 'allowed' || r.state === 'revoked');
      expect(await demo.database.db.select().from(resumeViews)).toHaveLength(granted.length);
    } finally {
      await demo.close();
    }
    // Seeding the whole demo takes seconds of its own, more on a loaded machine (as the seed tests allow).
  }, 60_000);
});

// Two answers racing on separate connections: only PostgreSQL runs them at the same time (PGlite serialises them).
describe.skipIf(!onPostgres())('resume view permissions on PostgreSQL', () => {
  it('of two answers at once exactly one wins, and the HR is told once', async () => {
    const [h, s] = await Promise.all([hr(), seeker(false)]);
    for (let round = 0; round < 5; round += 1) {
      const id = await requested(h, s);
      const results = await Promise.all([answer(s, id, round % 2 === 0), answer(s, id, round % 2 !== 0)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const told = await app.database.db.select().from(messages).where(eq(messages.eventId, id));
      expect(told.filter((m) => m.userId === h.id)).toHaveLength(1);
      const [state] = (await get(`/u/v1/hunter/get/view/requests?id_list=${id}`, s)).json().data;
      if (state.state === 'allowed') await revoke(s, id);
    }
  });
});
