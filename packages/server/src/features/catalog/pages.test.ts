import { randomBytes } from 'node:crypto';
import { ROLES } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createAdmin, registerUser } from '../../test/factories.ts';
import { apiCalls, expectBilingualError } from '../../test/http.ts';
import { jobForm } from '../../test/jobs.ts';
import { registerSeekerWithResume } from '../../test/seekers.ts';
import { rankHotMajors } from './hot-majors.ts';

type Login = Awaited<ReturnType<typeof registerUser>>;
type Page = {
  item: { id: number; name: string; en_name: string; description: string; en_description: string };
  talent_count: number;
  job_count: number;
  jobs: { id: number; status: number; cert_list: { id: number }[]; major_list: { id: number }[] }[];
};
type Hot = { id: number; job_count: number; talent_count: number; growth: number; score: number; level: string };

let app: TestApp;
let admin: Login;
let hr: Login;
let seeker: Login;
const tag = randomBytes(3).toString('hex');
/** A category of the fixed list (the server refuses others); the database is this file's own. */
const category = 'survey';

const api = () => apiCalls(app);
const post = (url: string, user: Login | null, payload: Record<string, unknown>) => api().post(url, user, payload);
const get = (url: string, user: Login | null, query: Record<string, string | number> = {}) =>
  api().get(url, user, query);

async function addEntry(kind: 'major' | 'cert', name: string) {
  const res = await post(`/admin/add/${kind}`, admin, {
    name: `${name}${tag}`,
    en_name: `${name} ${tag} en`,
    category,
    description: `${name}的介绍`,
    en_description: `About ${name}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

/** A job requiring these entries; approved unless told otherwise. */
async function postJob(links: { major_ids?: number[]; cert_ids?: number[] }, approve = true) {
  const res = await post('/hr/add/job', hr, jobForm({ title: `结构设计工程师${tag}`, ...links }));
  expect(res.statusCode, res.body).toBe(200);
  const { id, revision } = res.json().data as { id: number; revision: number };
  if (approve) {
    const review = await post('/admin/review/job', admin, { id, decision: 'approve', reason: '', revision });
    expect(review.statusCode, review.body).toBe(200);
  }
  return id;
}

const postedDaysAgo = (id: number, days: number) =>
  app.database.db.execute(sql`update jobs set created_at = now() - make_interval(days => ${days}) where id = ${id}`);

let major: number;
let cert: number;
let olderMajor: number;
let heldOnly: number;
let unused: number;
let newest: number;
let older: number;

beforeAll(async () => {
  app = await buildTestApp();
  [admin, hr, seeker] = await Promise.all([
    createAdmin(app),
    registerUser(app, { role: ROLES.hr }),
    registerUser(app, { role: ROLES.seeker }),
  ]);
  major = await addEntry('major', '结构工程');
  olderMajor = await addEntry('major', '岩土工程');
  heldOnly = await addEntry('major', '测绘工程');
  unused = await addEntry('major', '风景园林');
  cert = await addEntry('cert', '一级建造师');
  const both = { major_ids: [major], cert_ids: [cert] };

  older = await postJob(both);
  await postedDaysAgo(older, 2);
  newest = await postJob(both);
  const ended = await postJob(both);
  expect((await post('/hr/end/job', hr, { id: ended })).statusCode).toBe(200);
  await postJob(both, false); // under review
  const deleted = await postJob(both);
  expect(
    (await app.inject({ method: 'DELETE', url: `/u/v1/hr/delete/job/${deleted}`, headers: authHeader(hr.token) }))
      .statusCode,
  ).toBe(200);
  // Posted 45 days ago: recruiting, but the growth of the major is one job fewer than the month before.
  await postedDaysAgo(await postJob({ major_ids: [olderMajor] }), 45);

  await registerSeekerWithResume(app, '李工', { ...both, major_ids: [major, heldOnly] });
  await registerSeekerWithResume(app, '王工', { ...both, enable_resume: 0 });
  const disabled = await registerSeekerWithResume(app, '赵工', both);
  const off = await post('/admin/update/user/disabled', admin, { user_id: disabled.id, disabled: 1 });
  expect(off.statusCode, off.body).toBe(200);
  await registerSeekerWithResume(app, '孙工');

  await app.services.catalogPages.recomputeHot();
});
afterAll(() => app.close());

describe('certificate and major pages (GET /u/v1/user/get/certificate, /u/v1/user/get/major)', () => {
  for (const kind of ['certificate', 'major'] as const) {
    it(`a ${kind} page counts recruiting approved jobs and the talents holding it, and lists those jobs newest first`, async () => {
      const id = kind === 'major' ? major : cert;
      const res = await get(`/user/get/${kind}`, seeker, { id });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json().data as Page;
      expect(page.item).toMatchObject({
        id,
        description: expect.stringContaining('的介绍'),
        en_description: expect.any(String),
      });
      // Ended, unapproved and deleted jobs are neither counted nor listed.
      expect(page.job_count).toBe(2);
      expect(page.jobs.map((j) => j.id)).toEqual([newest, older]);
      // The job list's shape: catalogue links and, for a seeker, the match.
      expect(page.jobs[0]).toMatchObject({ status: 1, cert_list: [{ id: cert }], major_list: [{ id: major }] });
      expect(page.jobs[0]).toHaveProperty('match');
      // The open and the closed resume count (both are in the talent pool); the disabled seeker does not.
      expect(page.talent_count).toBe(2);
    });
  }

  it('a certificate page answers its image_url, null without an image', async () => {
    const res = await get('/user/get/certificate', hr, { id: cert });
    expect(res.json().data.item.image_url).toBeNull();
  });

  it('answers every signed-in role and refuses anonymous callers (401)', async () => {
    for (const user of [seeker, hr, admin])
      expect((await get('/user/get/major', user, { id: major })).statusCode).toBe(200);
    expectBilingualError(await get('/user/get/major', null, { id: major }), 401);
    expectBilingualError(await get('/user/get/certificate', null, { id: cert }), 401);
    expectBilingualError(await get('/user/get/hot/majors', null), 401);
  });

  it('an unknown id is 404, a bad id 400', async () => {
    expectBilingualError(
      await get('/user/get/certificate', seeker, { id: 2_000_000 }),
      404,
      'This major or certificate does not exist or has been deleted',
    );
    expectBilingualError(await get('/user/get/major', seeker, { id: cert + 100_000 }), 404);
    expectBilingualError(await get('/user/get/major', seeker, { id: 'abc' }), 400);
    expectBilingualError(await get('/user/get/major', seeker), 400);
  });
});

describe('hot majors (GET /u/v1/user/get/hot/majors)', () => {
  const hot = async (query: Record<string, string | number> = {}) => {
    const res = await get('/user/get/hot/majors', seeker, { category, ...query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Hot[]; total: number };
  };

  it('ranks by score: jobs, talents and growth counted as the ADR says', async () => {
    const { data, total } = await hot();
    expect(total).toBe(4);
    expect(data.map((m) => m.id)).toEqual([major, olderMajor, heldOnly, unused]);
    // Three approved jobs posted this month (the ended one too), none the month before; two talents.
    expect(data[0]).toMatchObject({ job_count: 2, talent_count: 2, growth: 3, score: 3 * 2 + 2 + 2 * 3, level: 'hot' });
    expect(data[1]).toMatchObject({ job_count: 1, talent_count: 0, growth: -1, score: 3, level: 'rising' });
    expect(data[2]).toMatchObject({ job_count: 0, talent_count: 1, growth: 0, score: 1, level: 'steady' });
    expect(data[3]).toMatchObject({ score: 0, level: 'steady' });
  });

  it('filters by level and category, and pages', async () => {
    expect((await hot({ level: 'steady' })).data.map((m) => m.id)).toEqual([heldOnly, unused]);
    expect((await hot({ level: 'hot' })).data.map((m) => m.id)).toEqual([major]);
    expect((await hot({ category: 'nothing-here' })).total).toBe(0);
    const second = await hot({ p_size: 10, pn: 2 });
    expect(second).toMatchObject({ data: [], total: 4 });
  });

  it('refuses a page size outside 10/20/30 and an unknown level', async () => {
    expectBilingualError(
      await get('/user/get/hot/majors', seeker, { p_size: 15 }),
      400,
      'Page size must be 10, 20 or 30',
    );
    expectBilingualError(await get('/user/get/hot/majors', seeker, { level: 'boiling' }), 400);
  });

  it('lists the categories majors use', async () => {
    const res = await get('/user/get/major/categories', hr);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContain(category);
  });

  it('the recompute is skipped while the ranking is fresh', async () => {
    expect(await app.services.catalogPages.recomputeHot(60_000)).toBe(false);
  });
});

describe('hot majors levels (rankHotMajors)', () => {
  it('of the majors scoring above 0, the first fifth is hot and the rest of the first half rising', () => {
    const figures = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      jobCount: i < 10 ? 10 - i : 0,
      talentCount: 0,
      growth: 0,
    }));
    const levels = rankHotMajors(figures).map((m) => m.level);
    expect(levels).toEqual([
      'hot',
      'hot',
      'rising',
      'rising',
      'rising',
      'steady',
      'steady',
      'steady',
      'steady',
      'steady',
      'steady',
      'steady',
    ]);
  });

  it('equal scores keep the catalogue order', () => {
    const ranked = rankHotMajors([
      { id: 5, jobCount: 1, talentCount: 0, growth: 0 },
      { id: 2, jobCount: 1, talentCount: 0, growth: 0 },
    ]);
    expect(ranked.map((m) => m.id)).toEqual([5, 2]);
  });
});
