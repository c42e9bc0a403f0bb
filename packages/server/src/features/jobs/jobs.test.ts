import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobs, messages, resumes } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader } from '../../test/factories.ts';
import { expectBilingualError, multipart } from '../../test/http.ts';
import { createApplicantRepository } from './applicant-repository.ts';
import { jobFixtures } from './test-fixtures.ts';

let app: TestApp;
let f: ReturnType<typeof jobFixtures>;
beforeAll(async () => {
  app = await buildTestApp();
  f = jobFixtures(app);
});
afterAll(() => app.close());

type Item = { id: number; title: string; [k: string]: unknown };
const ids = (body: { data: Item[] }) => body.data.map((j) => j.id);
const applicationCount = async (jobId: number) =>
  (await app.database.db.select({ n: count() }).from(applications).where(eq(applications.jobId, jobId)))[0]?.n;

describe('search (GET /u/v1/hunter/search/job)', () => {
  let token: string;
  let cat: Awaited<ReturnType<typeof f.catalogue>>;
  const job: Record<string, number> = {};
  let marker: string;
  const search = async (query: string) => {
    const res = await f.get(`/u/v1/hunter/search/job?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Item[]; total: number };
  };

  beforeAll(async () => {
    cat = await f.catalogue();
    marker = `acme${cat.suffix}`;
    const hr = await f.hr();
    const hr2 = await f.hr();
    token = (await f.seeker()).token;
    const desc = (text: string) => `${text} ${marker}`;
    job.bridge = await f.postJob(hr.token, {
      title: '桥梁设计工程师',
      description: desc('负责大型桥梁结构设计与计算'),
      company: '中建桥梁有限公司',
      publisher_name: '王敏',
      city: 'shanghai',
      address: '上海市浦东新区世纪大道 100 号',
      job_type: 'full_time',
      experience: '5-10',
      salary: '20-40',
      cert_ids: [cat.certs[0] as number],
      major_ids: [cat.majors[0] as number],
    });
    job.electric = await f.postJob(hr2.token, {
      title: '电气工程师',
      description: desc('负责变配电系统设计'),
      company: 'Northwind Power',
      publisher_name: 'Lisa Chen',
      city: 'beijing',
      address: '北京市海淀区中关村大街 1 号',
      job_type: 'part_time',
      experience: '1-3',
      salary: '10-20',
      cert_ids: [cat.certs[1] as number],
      major_ids: [cat.majors[1] as number],
    });
    job.manager = await f.postJob(hr.token, {
      title: '项目经理',
      description: desc('负责跨江桥梁施工项目管理'),
      company: '苏通建设集团',
      publisher_name: '赵强',
      city: 'nantong',
      address: '南通市崇川区工农路 8 号',
      job_type: 'full_time',
      experience: '10+',
      salary: '40+',
      cert_ids: [cat.certs[2] as number],
      major_ids: [cat.majors[0] as number, cat.majors[2] as number],
    });
    job.pending = await f.postJob(hr.token, { title: '桥梁检测员', description: desc('桥梁检测') }, { approve: false });
    job.rejected = await f.postJob(
      hr.token,
      { title: '桥梁养护工程师', description: desc('桥梁') },
      { approve: false },
    );
    await f.review(job.rejected as number, 'reject', '信息不完整');
    job.deleted = await f.postJob(hr.token, { title: '桥梁施工员', description: desc('桥梁') });
    await f.call('DELETE', `/u/v1/hr/delete/job/${job.deleted}`, hr.token);
  });

  it('lists only approved jobs, newest first, with an exact total', async () => {
    const body = await search(`key_word=${marker}`);
    expect(ids(body)).toEqual([job.manager, job.electric, job.bridge]);
    expect(body.total).toBe(3);
  });

  it('finds a 2-character Chinese keyword (桥梁, 电气) through the tokens', async () => {
    const bridge = await search(`key_word=${encodeURIComponent(`桥梁 ${marker}`)}`);
    expect(ids(bridge).sort()).toEqual([job.bridge, job.manager].sort());
    expect(bridge.total).toBe(2);
    const electric = await search(`key_word=${encodeURIComponent('电气')}`);
    expect(ids(electric)).toEqual([job.electric]);
  });

  it('finds a 1-character Chinese keyword', async () => {
    const body = await search(`key_word=${encodeURIComponent(`桥 ${marker}`)}`);
    expect(ids(body).sort()).toEqual([job.bridge, job.manager].sort());
  });

  it('orders by relevance (keyword in the title first), then recency', async () => {
    // The manager job is newer but has 桥梁 only in its description.
    const body = await search(`key_word=${encodeURIComponent(`桥梁 ${marker}`)}`);
    expect(ids(body)).toEqual([job.bridge, job.manager]);
    const exact = await search(`key_word=${encodeURIComponent('桥梁设计工程师')}`);
    expect(ids(exact)[0]).toBe(job.bridge);
  });

  it('orders by recency alone when sorted by the newest', async () => {
    const body = await search(`key_word=${encodeURIComponent(`桥梁 ${marker}`)}&sort=newest`);
    expect(ids(body)).toEqual([job.manager, job.bridge]);
  });

  it('matches company, address, publisher, majors and certificates in Chinese and English', async () => {
    const q = (kw: string) => search(`key_word=${encodeURIComponent(`${kw} ${marker}`)}`).then(ids);
    expect(await q('northwind')).toEqual([job.electric]);
    expect(await q('苏通')).toEqual([job.manager]);
    expect(await q('海淀')).toEqual([job.electric]);
    expect(await q('赵强')).toEqual([job.manager]);
    expect(await q(`Civil Engineering ${cat.suffix}`)).toEqual([job.manager, job.bridge]);
    expect(await q('注册结构工程师')).toEqual([job.electric]);
    expect(await q('PMP')).toEqual([job.manager]);
    expect(await q('Beijing')).toEqual([job.electric]);
    expect(await q('兼职')).toEqual([job.electric]);
  });

  it('finds nothing for a keyword no job has, with total 0', async () => {
    expect(await search(`key_word=${encodeURIComponent('隧道 zzzunknown')}`)).toMatchObject({ data: [], total: 0 });
  });

  it('filters by city given as value, Chinese or English name, or by address text', async () => {
    for (const address of ['nantong', '南通', '南通市', 'Nantong']) {
      expect(ids(await search(`key_word=${marker}&address=${encodeURIComponent(address)}`))).toEqual([job.manager]);
    }
    expect(ids(await search(`key_word=${marker}&address=${encodeURIComponent('世纪大道')}`))).toEqual([job.bridge]);
  });

  it('filters by company and publisher name (part of the name, any case)', async () => {
    expect(ids(await search(`key_word=${marker}&company=${encodeURIComponent('中建')}`))).toEqual([job.bridge]);
    expect(ids(await search(`key_word=${marker}&company=NORTHWIND`))).toEqual([job.electric]);
    expect(ids(await search(`key_word=${marker}&publisher_name=${encodeURIComponent('lisa')}`))).toEqual([
      job.electric,
    ]);
    expect(ids(await search(`key_word=${marker}&company=${encodeURIComponent('100%')}`))).toEqual([]);
  });

  it('filters by certificate and major ids (one, a list, or JSON array text)', async () => {
    const [c0, c1] = cat.certs;
    const [m0, , m2] = cat.majors;
    expect(ids(await search(`key_word=${marker}&cert=${c0}`))).toEqual([job.bridge]);
    expect(ids(await search(`key_word=${marker}&cert=${c0},${c1}`))).toEqual([job.electric, job.bridge]);
    expect(ids(await search(`key_word=${marker}&major=${m0}`))).toEqual([job.manager, job.bridge]);
    expect(ids(await search(`key_word=${marker}&major=${encodeURIComponent(`[${m2}]`)}`))).toEqual([job.manager]);
  });

  it('filters by job type, experience and salary', async () => {
    expect(ids(await search(`key_word=${marker}&job_type=part_time`))).toEqual([job.electric]);
    expect(ids(await search(`key_word=${marker}&experience=10%2B`))).toEqual([job.manager]);
    expect(ids(await search(`key_word=${marker}&salary=20-40`))).toEqual([job.bridge]);
    expect(ids(await search(`key_word=${marker}&job_type=full_time&salary=40%2B`))).toEqual([job.manager]);
  });

  it('treats empty parameters as omitted', async () => {
    const body = await search(`key_word=${marker}&address=&company=&publisher_name=&cert=&major=&job_type=`);
    expect(body.total).toBe(3);
  });

  it('answers list items with catalogue objects, en_major_list, and a match for the seeker', async () => {
    const [item] = (await search(`key_word=${marker}&cert=${cat.certs[0]}`)).data;
    expect(item).toMatchObject({
      id: job.bridge,
      status: 1,
      city: 'shanghai',
      publisher_name: '王敏',
      cert_list: [{ id: cat.certs[0], name: `一级建造师${cat.suffix}`, en_name: `Class A Constructor ${cat.suffix}` }],
      major_list: [{ id: cat.majors[0], name: `土木工程${cat.suffix}`, en_name: `Civil Engineering ${cat.suffix}` }],
      en_major_list: [`Civil Engineering ${cat.suffix}`],
      en_cert_list: [`Class A Constructor ${cat.suffix}`],
      applied: false,
      match: { score: expect.any(Number), cert_missing: [expect.objectContaining({ id: cat.certs[0] })] },
    });
    expect(Date.parse(item?.create_time as string)).not.toBeNaN();
  });

  it('orders by the best match for a job seeker, and by relevance for anyone else', async () => {
    const seeker = await f.seeker();
    await f.qualify(seeker.id, {
      experience: 3,
      certIds: [cat.certs[1] as number],
      majorIds: [cat.majors[1] as number],
    });
    const url = `/u/v1/hunter/search/job?key_word=${marker}`;
    const relevance = (await f.get(url, seeker.token)).json().data as Item[];
    const best = (await f.get(`${url}&sort=match`, seeker.token)).json().data as Item[];
    // The electric job (the seeker's certificate and major) is the best match, not the newest.
    expect(best[0]?.id).toBe(job.electric);
    expect(relevance[0]?.id).not.toBe(job.electric);
    const scores = best.map((j) => (j.match as { score: number }).score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(best.map((j) => j.id).sort()).toEqual(relevance.map((j) => j.id).sort());
    const hr = await f.hr();
    const forHr = (await f.get(`${url}&sort=match`, hr.token)).json().data as Item[];
    expect(forHr.map((j) => j.id)).toEqual((await f.get(url, hr.token)).json().data.map((j: Item) => j.id));
  });

  it('gives HR users the list without match scores', async () => {
    const hr = await f.hr();
    const res = await f.get(`/u/v1/hunter/search/job?key_word=${marker}`, hr.token);
    expect(res.json().data[0]).not.toHaveProperty('match');
  });

  it('requires a session', async () => {
    expectBilingualError(await f.get('/u/v1/hunter/search/job', null), 401);
  });
});

describe('search pagination', () => {
  let token: string;
  const marker = `page${Date.now().toString(36)}`;
  let posted: number[] = [];

  beforeAll(async () => {
    const hr = await f.hr();
    token = (await f.seeker()).token;
    posted = [];
    for (let i = 0; i < 23; i += 1)
      posted.push(await f.postJob(hr.token, { title: `施工员 ${i}`, description: marker }));
  });

  const page = (q: string) => f.get(`/u/v1/hunter/search/job?key_word=${marker}&${q}`, token);

  it('pages with 10 by default and the exact total on every page', async () => {
    const first = (await page('pn=1')).json();
    expect(first.data).toHaveLength(10);
    expect(first.total).toBe(23);
    const third = (await page('pn=3&p_size=10')).json();
    expect(third.data).toHaveLength(3);
    expect(third.total).toBe(23);
    const all = [...first.data, ...(await page('pn=2')).json().data, ...third.data].map((j: Item) => j.id);
    expect(new Set(all).size).toBe(23);
    expect(all).toEqual([...posted].reverse());
  });

  it('accepts the page sizes 10, 20, 30 and 50', async () => {
    for (const size of [10, 20, 30, 50]) {
      const body = (await page(`p_size=${size}`)).json();
      expect(body.data).toHaveLength(Math.min(size, 23));
    }
  });

  it('answers a page past the end with an empty list and the right total, and refuses one past the window', async () => {
    expect((await page('pn=4')).json()).toMatchObject({ code: 0, data: [], total: 23 });
    expect((await page('pn=1000')).json()).toMatchObject({ data: [], total: 23 });
    expectBilingualError(
      await page('pn=99999'),
      400,
      'Only the first 10,000 results can be paged through; add a keyword or filter to narrow the search',
    );
  });

  it('refuses a page size that is not allowed', async () => {
    for (const size of ['15', '0', '100', 'abc', '-10']) {
      expectBilingualError(await page(`p_size=${size}`), 400, 'Page size must be 10, 20, 30 or 50');
    }
  });

  it('refuses a page number below 1 or not a whole number', async () => {
    for (const pn of ['-1', '0', 'abc', '1.5']) {
      expectBilingualError(await page(`pn=${pn}`), 400, 'The page number must be a whole number from 1');
    }
  });

  it('refuses unknown filter values and over-long text', async () => {
    expectBilingualError(await page('job_type=freelance'), 400, 'Invalid filter value');
    expectBilingualError(await page('cert=abc'), 400, 'Invalid major or certificate id');
    expectBilingualError(
      await f.get(`/u/v1/hunter/search/job?key_word=${'桥'.repeat(101)}`, token),
      400,
      'The keyword must be at most 100 characters',
    );
  });
});

describe('job detail (GET /u/v1/hunter/get/job)', () => {
  it('shows everything the job page lists to a seeker, with a match and no application yet', async () => {
    const hr = await f.hr();
    const seeker = await f.seeker();
    const id = await f.postJob(hr.token, { wechat: 'hr_wechat', company_desc: '国内领先的设计院' });
    const res = await f.get(`/u/v1/hunter/get/job?id=${id}`, seeker.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      title: '结构设计工程师',
      address: '上海市浦东新区世纪大道 100 号',
      company: '华东建筑设计院',
      company_desc: '国内领先的设计院',
      publisher_name: '王敏',
      phone: '021-12345678',
      email: 'hr@example.com',
      wechat: 'hr_wechat',
      status: 1,
      review_status: 'approved',
      cert_list: [],
      major_list: [],
      uid: hr.id,
      application: null,
      applied: false,
      match: { score: expect.any(Number) },
    });
  });

  it('hides a job under review from seekers and other HR users, not from its HR or administrators', async () => {
    const hr = await f.hr();
    const id = await f.postJob(hr.token, {}, { approve: false });
    const url = `/u/v1/hunter/get/job?id=${id}`;
    expectBilingualError(
      await f.get(url, (await f.seeker()).token),
      404,
      'This job does not exist or has been removed',
    );
    expectBilingualError(await f.get(url, (await f.hr()).token), 404);
    expect((await f.get(url, hr.token)).json().data.review_status).toBe('under_review');
    expect((await f.get(url, await f.adminToken())).statusCode).toBe(200);
  });

  it('answers 404 for an unknown job and 400 for a malformed id', async () => {
    const token = (await f.seeker()).token;
    expectBilingualError(await f.get('/u/v1/hunter/get/job?id=999999', token), 404);
    expectBilingualError(await f.get('/u/v1/hunter/get/job?id=abc', token), 400, 'Invalid job id');
    expectBilingualError(await f.get('/u/v1/hunter/get/job', token), 400);
  });
});

describe('apply (POST /u/v1/hunter/submit/resume)', () => {
  let hr: Awaited<ReturnType<typeof f.hr>>;
  let jobId: number;
  beforeAll(async () => {
    hr = await f.hr();
    jobId = await f.postJob(hr.token, { title: '给排水工程师' });
  });

  it('applies with 7 open days by default and tells the HR', async () => {
    const seeker = await f.seeker();
    const before = Date.now();
    const res = await f.apply(seeker.token, jobId);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ job_id: jobId, status: 'submitted', open_days: 7 });
    const days = (Date.parse(data.opened_until) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const [note] = await app.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, hr.id), eq(messages.senderId, seeker.id)));
    // It opens the job's applicants.
    expect(note).toMatchObject({ messageType: 'application_received', eventId: jobId });
    expect(note?.content).toContain('给排水工程师');
    expect(note?.contentEn).toContain('applied to your job');
  });

  it('accepts multipart with job_id, hr_id and open_days as the web sends it', async () => {
    const seeker = await f.seeker();
    const body = multipart({ job_id: jobId, hr_id: hr.id, open_days: 30 });
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/hunter/submit/resume',
      payload: body.payload,
      headers: { ...body.headers, ...authHeader(seeker.token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.open_days).toBe(30);
    const detail = (await f.get(`/u/v1/hunter/get/job?id=${jobId}`, seeker.token)).json().data;
    expect(detail).toMatchObject({ applied: true, application: { status: 'submitted', open_days: 30 } });
  });

  it('refuses open_days 0, 366, abc and 2.5 and writes nothing', async () => {
    const seeker = await f.seeker();
    const before = await applicationCount(jobId);
    for (const open_days of [0, 366, 'abc', 2.5, -1]) {
      const res = await f.post('/u/v1/hunter/submit/resume', seeker.token, { job_id: jobId, open_days });
      expectBilingualError(res, 400, 'Days the resume stays open must be a whole number from 1 to 365');
    }
    expect(await applicationCount(jobId)).toBe(before);
  });

  it('accepts the edges 1 and 365', async () => {
    expect((await f.apply((await f.seeker()).token, jobId, 1)).statusCode).toBe(200);
    expect((await f.apply((await f.seeker()).token, jobId, 365)).statusCode).toBe(200);
  });

  it('refuses a second application to the same job with a clear message', async () => {
    const seeker = await f.seeker();
    expect((await f.apply(seeker.token, jobId)).statusCode).toBe(200);
    const again = await f.apply(seeker.token, jobId, 30);
    const body = expectBilingualError(again, 409, 'You have already applied to this job');
    expect(body.msg).toBe('您已投递过该职位，请勿重复投递');
    const rows = await app.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.seekerId, seeker.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.openDays).toBe(7);
  });

  it('keeps one application when the same seeker applies twice at once', async () => {
    const seeker = await f.seeker();
    const results = await Promise.all([f.apply(seeker.token, jobId), f.apply(seeker.token, jobId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses an ended job, a job under review and a rejected job', async () => {
    const seeker = await f.seeker();
    const ended = await f.postJob(hr.token);
    await f.post('/u/v1/hr/end/job', hr.token, { id: ended });
    expectBilingualError(
      await f.apply(seeker.token, ended),
      400,
      'This job has ended and no longer accepts applications',
    );
    const pending = await f.postJob(hr.token, {}, { approve: false });
    expectBilingualError(
      await f.apply(seeker.token, pending),
      400,
      'This job has not been approved yet and cannot be applied to',
    );
    const rejected = await f.postJob(hr.token, {}, { approve: false });
    await f.review(rejected, 'reject', '薪资信息不实');
    expectBilingualError(await f.apply(seeker.token, rejected), 400);
    for (const id of [ended, pending, rejected]) expect(await applicationCount(id)).toBe(0);
  });

  it('refuses a deleted or unknown job and a wrong hr_id', async () => {
    const seeker = await f.seeker();
    const deleted = await f.postJob(hr.token);
    await f.call('DELETE', `/u/v1/hr/delete/job/${deleted}`, hr.token);
    expectBilingualError(await f.apply(seeker.token, deleted), 404);
    expectBilingualError(await f.apply(seeker.token, 999_999), 404);
    const other = await f.hr();
    const res = await f.post('/u/v1/hunter/submit/resume', seeker.token, { job_id: jobId, hr_id: other.id });
    expectBilingualError(res, 400, 'The recruiter does not match this job');
    expectBilingualError(await f.post('/u/v1/hunter/submit/resume', seeker.token, {}), 400);
  });

  it('is for job seekers only', async () => {
    expectBilingualError(await f.apply(hr.token, jobId), 403);
    expectBilingualError(await f.apply(await f.adminToken(), jobId), 403);
    expectBilingualError(await f.apply('not-a-token', jobId), 401);
  });

  it("opens the seeker's resume to that job's HR for open_days, and to no other HR", async () => {
    const seeker = await f.seeker();
    const res = await f.apply(seeker.token, jobId, 3);
    const repo = createApplicantRepository(app.database.db);
    expect(await repo.hasOpenApplication(hr.id, seeker.id)).toBe(true);
    expect(await repo.hasOpenApplication((await f.hr()).id, seeker.id)).toBe(false);
    await app.database.db
      .update(applications)
      .set({ openedUntil: new Date(Date.now() - 1000) })
      .where(eq(applications.id, res.json().data.id));
    expect(await repo.hasOpenApplication(hr.id, seeker.id)).toBe(false);
  });

  it("lets that job's HR read the applicant's closed resume while it is open, and no other HR", async () => {
    const seeker = await f.seeker();
    await app.database.db.update(resumes).set({ enableResume: 0 }).where(eq(resumes.userId, seeker.id));
    const read = (token: string) => f.get(`/u/v1/admin/download/hunter/resume/${seeker.id}`, token);
    expectBilingualError(await read(hr.token), 403);
    const res = await f.apply(seeker.token, jobId, 3);
    expect((await read(hr.token)).statusCode).toBe(200);
    expectBilingualError(await read((await f.hr()).token), 403);
    await app.database.db
      .update(applications)
      .set({ openedUntil: new Date(Date.now() - 1000) })
      .where(eq(applications.id, res.json().data.id));
    expectBilingualError(await read(hr.token), 403);
  });
});

describe('my applications (GET /u/v1/hunter/get/applications)', () => {
  it('lists my deliveries newest first with job, dates, open-until and status', async () => {
    const hr = await f.hr();
    const seeker = await f.seeker();
    const a = await f.postJob(hr.token, { title: '造价工程师' });
    const b = await f.postJob(hr.token, { title: 'BIM 工程师' });
    await f.apply(seeker.token, a, 10);
    await f.apply(seeker.token, b, 20);
    await f.call('DELETE', `/u/v1/hr/delete/job/${a}`, hr.token);
    const res = await f.get('/u/v1/hunter/get/applications?pn=1&p_size=10', seeker.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.data[0]).toMatchObject({ job_id: b, job_title: 'BIM 工程师', open_days: 20, status: 'submitted' });
    expect(body.data[1]).toMatchObject({ job_id: a, job_removed: true, job_status: 1 });
    expect(Date.parse(body.data[0].opened_until)).toBeGreaterThan(Date.now());
  });

  it('is empty for a new seeker and refused to HR users', async () => {
    expect((await f.get('/u/v1/hunter/get/applications', (await f.seeker()).token)).json()).toMatchObject({
      data: [],
      total: 0,
    });
    expectBilingualError(await f.get('/u/v1/hunter/get/applications', (await f.hr()).token), 403);
  });
});

describe('search tokens on write', () => {
  it('stores tokens of every searchable text, including catalogue names in both languages', async () => {
    const cat = await f.catalogue();
    const hr = await f.hr();
    const id = await f.postJob(hr.token, { cert_ids: [cat.certs[0] as number] });
    const [row] = await app.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row?.searchTokens).toEqual(
      expect.arrayContaining(['结构', '设计', '华东', '浦东', 'class', 'constructor', '上海', 'shanghai']),
    );
    expect(row?.titleTokens).toEqual(expect.arrayContaining(['结构', '工程师'.slice(0, 2)]));
  });

  it('re-tokenises the jobs of a renamed catalogue entry in the renaming transaction', async () => {
    const cat = await f.catalogue();
    const certId = cat.certs[1] as number;
    const hr = await f.hr();
    const linked = await f.postJob(hr.token, { title: `桥梁检测${cat.suffix}`, cert_ids: [certId] });
    const other = await f.postJob(hr.token, { title: `隧道监测${cat.suffix}`, cert_ids: [cat.certs[0] as number] });
    const seeker = await f.seeker();
    const found = async (keyword: string) =>
      ids((await f.get(`/u/v1/hunter/search/job?key_word=${encodeURIComponent(keyword)}`, seeker.token)).json());

    expect(await found(`structural ${cat.suffix}`)).toContain(linked);
    expect(await found('岩土师')).not.toContain(linked);
    await app.services.catalog.rename('certificate', certId, {
      name: `注册岩土师${cat.suffix}`,
      enName: `Geotechnician ${cat.suffix}`,
    });
    expect(await found('岩土师')).toContain(linked);
    expect(await found('geotechnician')).toContain(linked);
    expect(await found('geotechnician')).not.toContain(other);
    expect(await found(`structural ${cat.suffix}`)).not.toContain(linked);

    // A failing rename leaves names and tokens as they were.
    await expect(
      app.services.catalog.rename('certificate', certId, { name: `一级建造师${cat.suffix}`, enName: 'Taken' }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await found('岩土师')).toContain(linked);
  });
});
