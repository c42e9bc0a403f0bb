import { ROLES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createAdmin, registerUser } from '../../test/factories.ts';
import { expectBilingualError, multipart } from '../../test/http.ts';

type Login = Awaited<ReturnType<typeof registerUser>>;
type Summary = { id: number; title: string; learner_count: number; duration_minutes: number; lesson_count: number };

let app: TestApp;
let admin: Login;
let hr: Login;
let seeker: Login;
let certId: number;
let majorId: number;
const ids: Record<string, number> = {};

const as = (user: Login | null) => (user ? authHeader(user.token) : {});
const get = (url: string, user: Login | null, query: Record<string, string | number> = {}) =>
  app.inject({
    method: 'GET',
    url: `/u/v1${url}`,
    headers: as(user),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
const start = (id: unknown, user: Login | null) =>
  app.inject({ method: 'POST', url: '/u/v1/user/start/course', headers: as(user), payload: { id } });
const learners = async (title: string) =>
  (await list({ p_size: 50 })).data.find((c) => c.title === title)?.learner_count;

async function add(course: {
  title: string;
  category: string;
  level: string;
  minutes: number[];
  published?: boolean;
  cert?: boolean;
  major?: boolean;
}) {
  const outline = course.minutes.map((m, i) => ({
    title: `第${i + 1}讲`,
    en_title: `Lesson ${i + 1}`,
    minutes: m,
    body: `第${i + 1}讲的正文`,
    en_body: `The text of lesson ${i + 1}`,
    video_url: i === 0 ? 'https://video.example.com/lesson-1.mp4' : '',
  }));
  const body = multipart({
    title: course.title,
    en_title: `${course.title} (en)`,
    summary: `${course.title}的课程简介`,
    en_summary: 'A course summary',
    category: course.category,
    level: course.level,
    outline: JSON.stringify(outline),
    cert_ids: course.cert ? String(certId) : '',
    major_ids: course.major ? String(majorId) : '',
    published: course.published === false ? '0' : '1',
  });
  const res = await app.inject({
    method: 'POST',
    url: '/u/v1/admin/add/course',
    payload: body.payload,
    headers: { ...body.headers, ...as(admin) },
  });
  expect(res.statusCode, res.body).toBe(200);
  ids[course.title] = res.json().data.id;
}

async function list(query: Record<string, string | number> = {}, user: Login = seeker) {
  const res = await get('/user/get/course/list', user, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Summary[]; total: number };
}
const titles = async (query: Record<string, string | number> = {}) => (await list(query)).data.map((c) => c.title);

beforeAll(async () => {
  app = await buildTestApp();
  [admin, hr, seeker] = await Promise.all([
    createAdmin(app),
    registerUser(app, { role: ROLES.hr }),
    registerUser(app, { role: ROLES.seeker }),
  ]);
  const major = await app.inject({
    method: 'POST',
    url: '/u/v1/admin/add/major',
    headers: as(admin),
    payload: { name: '给排水科学与工程', en_name: 'Water Supply and Drainage' },
  });
  majorId = major.json().data.id;
  const form = multipart({ name: '一级建造师', en_name: 'Class A Constructor' });
  const cert = await app.inject({
    method: 'POST',
    url: '/u/v1/admin/add/cert',
    payload: form.payload,
    headers: { ...form.headers, ...as(admin) },
  });
  certId = cert.json().data.id;
  // Added in this order: the newest first is the reverse.
  await add({ title: '一建市政实务精讲', category: 'exam', level: 'advanced', minutes: [60, 60, 45], cert: true });
  await add({ title: 'Revit 建模入门', category: 'bim', level: 'beginner', minutes: [30, 20] });
  await add({ title: '施工现场安全管理', category: 'safety', level: 'intermediate', minutes: [40], major: true });
  await add({ title: '未上架的草稿课程', category: 'exam', level: 'beginner', minutes: [10], published: false });
});
afterAll(() => app.close());

describe('GET /user/get/course/list', () => {
  it('lists published courses only, newest first, for seekers and HR alike; refuses anonymous', async () => {
    expect(await titles()).toEqual(['施工现场安全管理', 'Revit 建模入门', '一建市政实务精讲']);
    expect((await list({}, hr)).total).toBe(3);
    expectBilingualError(await get('/user/get/course/list', null), 401);
  });

  it('filters by category, level, keyword, certificate and major', async () => {
    expect(await titles({ category: 'bim' })).toEqual(['Revit 建模入门']);
    expect(await titles({ level: 'advanced' })).toEqual(['一建市政实务精讲']);
    expect(await titles({ category: 'exam' })).toEqual(['一建市政实务精讲']);
    expect(await titles({ key_word: '安全' })).toEqual(['施工现场安全管理']);
    expect(await titles({ key_word: 'revit' })).toEqual(['Revit 建模入门']);
    expect(await titles({ cert: certId })).toEqual(['一建市政实务精讲']);
    expect(await titles({ major: majorId })).toEqual(['施工现场安全管理']);
    expect(await titles({ category: 'bim', level: 'advanced' })).toEqual([]);
  });

  it('sorts by shortest and by learners, whom page views do not add to', async () => {
    expect(await titles({ sort: 'shortest' })).toEqual(['施工现场安全管理', 'Revit 建模入门', '一建市政实务精讲']);
    const [first] = (await list({ sort: 'shortest' })).data;
    expect(first).toMatchObject({ duration_minutes: 40, lesson_count: 1 });
    // Many views of the safety course, two learners of Revit, one of the exam course.
    for (let i = 0; i < 3; i += 1) await get('/user/get/course', seeker, { id: ids.施工现场安全管理 as number });
    expect((await start(ids['Revit 建模入门'], seeker)).statusCode).toBe(200);
    expect((await start(ids['Revit 建模入门'], hr)).statusCode).toBe(200);
    expect((await start(ids.一建市政实务精讲, hr)).statusCode).toBe(200);
    expect(await titles({ sort: 'popular' })).toEqual(['Revit 建模入门', '一建市政实务精讲', '施工现场安全管理']);
    expect(await learners('施工现场安全管理')).toBe(0);
  });

  it('pages with 10, 20, 30 or 50 a page like the other lists and refuses other sizes and bad filters with a bilingual 400', async () => {
    for (const p_size of [10, 20, 30, 50]) expect(await list({ p_size, pn: 2 })).toMatchObject({ data: [], total: 3 });
    expect(await list({})).toMatchObject({ total: 3 });
    for (const p_size of [9, 18, 36])
      expectBilingualError(
        await get('/user/get/course/list', seeker, { p_size }),
        400,
        'Page size must be 10, 20, 30 or 50',
      );
    expectBilingualError(await get('/user/get/course/list', seeker, { category: 'x' }), 400, 'Unknown course category');
    expectBilingualError(await get('/user/get/course/list', seeker, { sort: 'random' }), 400);
    expectBilingualError(await get('/user/get/course/list', seeker, { cert: 'abc' }), 400);
    expectBilingualError(await get('/user/get/course/list', seeker, { pn: 2000, p_size: 10 }), 400);
  });
});

describe('GET /user/get/course', () => {
  it('answers the lessons’ titles with certificates and majors; reading it counts no learner', async () => {
    const id = ids.一建市政实务精讲 as number;
    const before = await learners('一建市政实务精讲');
    const res = await get('/user/get/course', seeker, { id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: '一建市政实务精讲',
      duration_minutes: 165,
      lesson_count: 3,
      lessons: [{ title: '第1讲', en_title: 'Lesson 1', minutes: 60 }, {}, {}],
      certificates: [{ id: certId, name: '一级建造师', en_name: 'Class A Constructor' }],
      majors: [],
      learner_count: before,
    });
    expect(res.json().data).not.toHaveProperty('published');
    // The content comes with starting the course, not with the page.
    expect(res.json().data.lessons[0]).not.toHaveProperty('body');
    await get('/user/get/course', seeker, { id });
    expect(await learners('一建市政实务精讲')).toBe(before);
  });

  it('hides drafts and unknown ids (bilingual 404) and refuses a bad id (400)', async () => {
    expectBilingualError(await get('/user/get/course', seeker, { id: ids.未上架的草稿课程 as number }), 404);
    expectBilingualError(await get('/user/get/course', seeker, { id: 2_000_000_000 }), 404);
    expectBilingualError(await get('/user/get/course', seeker, { id: 'x' }), 400, 'Invalid course id');
  });
});

describe('POST /user/start/course', () => {
  it('records a learner once per user: a second start, or a page view, changes nothing; another user counts', async () => {
    const id = ids.施工现场安全管理 as number;
    const reader = await registerUser(app, { role: ROLES.seeker });
    expect(await learners('施工现场安全管理')).toBe(0);
    expect((await get('/user/get/course', reader, { id })).json().data.learning).toBe(false);

    const first = await start(id, reader);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      learner_count: 1,
      lessons: [
        {
          title: '第1讲',
          en_title: 'Lesson 1',
          minutes: 40,
          body: '第1讲的正文',
          en_body: 'The text of lesson 1',
          video_url: 'https://video.example.com/lesson-1.mp4',
        },
      ],
    });
    expect((await get('/user/get/course', reader, { id })).json().data).toMatchObject({
      learning: true,
      learner_count: 1,
    });
    const again = await start(id, reader);
    expect(again.json().data.learner_count).toBe(1);
    expect(await learners('施工现场安全管理')).toBe(1);

    // Started at once by the same user: still one row, one count.
    const other = await registerUser(app, { role: ROLES.hr });
    const both = await Promise.all([start(id, other), start(id, other)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await learners('施工现场安全管理')).toBe(2);
    expect((await get('/user/get/course', seeker, { id })).json().data.learning).toBe(false);
  });

  it('refuses anonymous (401), drafts and unknown ids (404) and a bad id (400) without counting', async () => {
    expectBilingualError(await start(ids['Revit 建模入门'], null), 401);
    expectBilingualError(
      await start(ids.未上架的草稿课程, seeker),
      404,
      'This course does not exist or is not published',
    );
    expectBilingualError(await start(2_000_000_000, seeker), 404);
    expectBilingualError(await start('x', seeker), 400, 'Invalid course id');
    const draft = await app.inject({
      method: 'GET',
      url: '/u/v1/admin/get/course/list',
      headers: as(admin),
      query: { published: '0' },
    });
    expect(draft.json().data[0]).toMatchObject({ title: '未上架的草稿课程', learner_count: 0 });
  });
});
