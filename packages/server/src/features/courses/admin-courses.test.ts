import { ROLES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseLearners, courseLessons } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createAdmin, registerUser } from '../../test/factories.ts';
import { expectBilingualError, multipart } from '../../test/http.ts';
import { drawImage } from '../../test/media.ts';

type Login = Awaited<ReturnType<typeof registerUser>>;
type Course = {
  id: number;
  title: string;
  published: boolean;
  cover_url: string | null;
  duration_minutes: number;
  lesson_count: number;
  certificates: { id: number; name: string }[];
  majors: { id: number; name: string }[];
  lessons: { title: string; minutes: number; body: string; video_url: string | null }[];
};

let app: TestApp;
let admin: Login;
let hr: Login;
let seeker: Login;
let certId: number;
let majorId: number;

const as = (user: Login | null) => (user ? authHeader(user.token) : {});
const get = (url: string, user: Login | null, query: Record<string, string | number> = {}) =>
  app.inject({
    method: 'GET',
    url: `/u/v1${url}`,
    headers: as(user),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
const post = (url: string, user: Login | null, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/u/v1${url}`, headers: as(user), payload });
const postForm = (
  url: string,
  user: Login | null,
  fields: Record<string, string | number>,
  file?: { data: Buffer; filename: string; contentType?: string },
) => {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: `/u/v1${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...as(user) },
  });
};

const LESSONS = [
  {
    title: '钢筋混凝土基本概念',
    en_title: 'Reinforced concrete basics',
    minutes: 35,
    body: '混凝土抗压，钢筋抗拉。\n两者协同工作。',
    en_body: 'Concrete takes compression, steel takes tension.\nThey work together.',
    video_url: 'https://media.example.com/rc-basics.mp4',
  },
  {
    title: '受弯构件设计',
    en_title: 'Designing members in bending',
    minutes: 50,
    body: '',
    en_body: '',
    video_url: null,
  },
];
const lesson = (extra: Record<string, unknown>) => JSON.stringify([{ ...LESSONS[0], ...extra }]);

const fields = (extra: Record<string, string | number> = {}) => ({
  title: '混凝土结构设计入门',
  en_title: 'Concrete structure design',
  summary: '从受力原理到构件设计。',
  en_summary: 'From load paths to member design.',
  category: 'exam',
  level: 'beginner',
  outline: JSON.stringify(LESSONS),
  cert_ids: String(certId),
  major_ids: `[${majorId}]`,
  published: '1',
  ...extra,
});

async function addCourse(extra: Record<string, string | number> = {}, file?: Parameters<typeof postForm>[3]) {
  const res = await postForm('/admin/add/course', admin, fields(extra), file);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Course;
}

async function adminList(query: Record<string, string | number> = {}) {
  const res = await get('/admin/get/course/list', admin, { p_size: 100, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Course[]; total: number };
}

async function auditEntries(query: Record<string, string | number>) {
  const res = await get('/admin/get/audit/list', admin, { p_size: 100, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { action: string; target_id: number; summary: string; before: unknown; after: unknown }[];
}

beforeAll(async () => {
  app = await buildTestApp();
  [admin, hr, seeker] = await Promise.all([
    createAdmin(app),
    registerUser(app, { role: ROLES.hr }),
    registerUser(app, { role: ROLES.seeker }),
  ]);
  const major = await post('/admin/add/major', admin, { name: '土木工程', en_name: 'Civil Engineering' });
  majorId = major.json().data.id;
  const cert = await postForm('/admin/add/cert', admin, { name: '一级注册结构工程师', en_name: 'Structural Engineer' });
  certId = cert.json().data.id;
});
afterAll(() => app.close());

describe('who may call', () => {
  const calls: [string, 'GET' | 'POST' | 'FORM'][] = [
    ['/admin/get/course/list', 'GET'],
    ['/admin/get/course', 'GET'],
    ['/admin/add/course', 'FORM'],
    ['/admin/update/course', 'FORM'],
    ['/admin/delete/course', 'POST'],
  ];
  it.each(calls)('%s refuses anonymous (401), job seeker and HR (403)', async (url, method) => {
    const call = (user: Login | null) =>
      method === 'GET'
        ? get(url, user, { id: 1 })
        : method === 'POST'
          ? post(url, user, { id: 1 })
          : postForm(url, user, { id: 1, ...fields() });
    expectBilingualError(await call(null), 401);
    expectBilingualError(await call(seeker), 403);
    expectBilingualError(await call(hr), 403);
    expect((await adminList()).total).toBe(0);
  });
});

describe('add, edit, delete', () => {
  it('adds a course with a cover, its lessons, certificate and major; audits it', async () => {
    const course = await addCourse({}, { data: await drawImage('png', 320, 180), filename: 'cover.png' });
    expect(course).toMatchObject({
      title: '混凝土结构设计入门',
      published: true,
      duration_minutes: 85,
      lesson_count: 2,
      certificates: [{ id: certId, name: '一级注册结构工程师' }],
      majors: [{ id: majorId, name: '土木工程' }],
      lessons: LESSONS,
    });
    expect(course.cover_url).toMatch(/^\/files\/courses\//);
    const cover = await app.inject({ method: 'GET', url: course.cover_url as string });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/png');

    const [entry] = await auditEntries({ action: 'course.create', target_id: course.id });
    expect(entry).toMatchObject({ summary: '混凝土结构设计入门', after: { title: '混凝土结构设计入门' } });
  });

  it('edits a course: new fields and links; remove_cover drops the cover; audited with before and after', async () => {
    const course = await addCourse({}, { data: await drawImage('webp'), filename: 'c.webp' });
    const res = await postForm('/admin/update/course', admin, {
      ...fields({ title: '混凝土结构设计进阶', level: 'advanced', cert_ids: '', published: '0' }),
      id: course.id,
      remove_cover: '1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: '混凝土结构设计进阶',
      level: 'advanced',
      published: false,
      cover_url: null,
      certificates: [],
    });
    const [entry] = await auditEntries({ action: 'course.update', target_id: course.id });
    expect(entry).toMatchObject({
      before: { title: '混凝土结构设计入门', cert_ids: [certId] },
      after: { title: '混凝土结构设计进阶', published: false },
    });
  });

  it('adds and edits a course sent as JSON, as the admin page does without a new cover; the cover stays', async () => {
    const withCover = await addCourse({}, { data: await drawImage('png', 320, 180), filename: 'cover.png' });
    const json = { ...fields(), cert_ids: String(certId), major_ids: '', published: 0 };
    const added = await post('/admin/add/course', admin, { ...json, title: 'JSON 课程' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({
      title: 'JSON 课程',
      published: false,
      cover_url: null,
      lessons: LESSONS,
    });

    const edited = await post('/admin/update/course', admin, {
      ...json,
      outline: JSON.stringify([LESSONS[1]]),
      id: withCover.id,
      remove_cover: 0,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ lesson_count: 1, majors: [], cover_url: withCover.cover_url });
  });

  it('deletes a course after which users and the admin list no longer see it; audited', async () => {
    const course = await addCourse({ title: '待删除课程' });
    const res = await post('/admin/delete/course', admin, { id: course.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await adminList()).data.map((c) => c.id)).not.toContain(course.id);
    expectBilingualError(await get('/user/get/course', seeker, { id: course.id }), 404);
    expectBilingualError(await post('/admin/delete/course', admin, { id: course.id }), 404);
    const [entry] = await auditEntries({ action: 'course.delete', target_id: course.id });
    expect(entry).toMatchObject({ summary: '待删除课程', before: { title: '待删除课程' }, after: null });
  });

  it('lists drafts to administrators, filtered by state', async () => {
    const draft = await addCourse({ title: '草稿课程', published: '0' });
    expect((await adminList({ published: '0' })).data.map((c) => c.id)).toContain(draft.id);
    expect((await adminList({ published: '1' })).data.map((c) => c.id)).not.toContain(draft.id);
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['no title', { title: ' ' }, 'Enter the Chinese title'],
    ['unknown category', { category: 'cooking' }, 'Unknown course category'],
    ['unknown level', { level: 'expert' }, 'Unknown course level'],
    ['outline not JSON', { outline: '[{' }, 'The outline is not valid: it must be a list of lessons'],
    ['empty outline', { outline: '[]' }, 'Add at least one lesson'],
    [
      'lesson minutes out of range',
      { outline: JSON.stringify([{ ...LESSONS[0], minutes: 0 }]) },
      'A lesson’s length must be a whole number of minutes from 1 to 600',
    ],
    [
      'too many lessons',
      { outline: JSON.stringify(Array(61).fill(LESSONS[0])) },
      'A course can have at most 60 lessons',
    ],
    ['unknown certificate', { cert_ids: '2000000000' }, undefined],
    ['unknown major', { major_ids: '2000000000' }, undefined],
    ['bad published flag', { published: 'yes' }, 'A switch can only be 0 or 1'],
  ])('%s: bilingual 400', async (_name, extra, message) => {
    const before = (await adminList()).total;
    expectBilingualError(await postForm('/admin/add/course', admin, fields(extra)), 400, message);
    expect((await adminList()).total).toBe(before);
  });

  it('refuses a file that is not an image, or a cover over 5 MB, and keeps the course as it was', async () => {
    const course = await addCourse({ title: '封面测试' });
    const fake = { data: Buffer.from('%PDF-1.4 not an image'), filename: 'cover.png' };
    expectBilingualError(await postForm('/admin/add/course', admin, fields(), fake), 400);
    const pdf = { data: Buffer.from('%PDF-1.4 x'), filename: 'cover.pdf' };
    expectBilingualError(await postForm('/admin/update/course', admin, { ...fields(), id: course.id }, pdf), 400);
    const big = { data: Buffer.alloc(5 * 1024 * 1024 + 10, 1), filename: 'big.png' };
    const tooBig = await postForm('/admin/update/course', admin, { ...fields(), id: course.id }, big);
    expect(tooBig.statusCode).toBe(413);
    expect((await adminList()).data.find((c) => c.id === course.id)).toMatchObject({
      title: '封面测试',
      cover_url: null,
    });
    expectBilingualError(await postForm('/admin/update/course', admin, { ...fields(), id: 2_000_000_000 }), 404);
    expectBilingualError(await get('/admin/get/course/list', admin, { p_size: 500 }), 400);
  });
});

describe('lessons', () => {
  const adminCourse = async (id: number) => {
    const res = await get('/admin/get/course', admin, { id });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Course;
  };
  const titlesOf = (course: Course) => course.lessons.map((l) => l.title);

  it('saves lessons in the order sent: reordered, edited and removed with the course, in one write', async () => {
    const third = { ...LESSONS[1], title: '斜截面受剪', en_title: 'Shear', minutes: 40 };
    const course = await addCourse({ outline: JSON.stringify([...LESSONS, third]) });
    expect(titlesOf(await adminCourse(course.id))).toEqual(['钢筋混凝土基本概念', '受弯构件设计', '斜截面受剪']);
    expect((await adminList()).data.find((c) => c.id === course.id)).not.toHaveProperty('lessons');

    // The third moved up, the first removed, the second's text edited.
    const edited = { ...LESSONS[1], body: '截面设计步骤', video_url: 'http://media.example.com/bending' };
    const res = await postForm('/admin/update/course', admin, {
      ...fields({ outline: JSON.stringify([third, edited]) }),
      id: course.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ lesson_count: 2, duration_minutes: 90 });
    const after = await adminCourse(course.id);
    expect(after.lessons).toEqual([
      { ...third, video_url: null },
      { ...LESSONS[1], body: '截面设计步骤', video_url: 'http://media.example.com/bending' },
    ]);

    // A write refused by a later check keeps the lessons as they were.
    const refused = await postForm('/admin/update/course', admin, {
      ...fields({ outline: JSON.stringify([LESSONS[0]]), major_ids: '2000000000' }),
      id: course.id,
    });
    expectBilingualError(refused, 400);
    expect(titlesOf(await adminCourse(course.id))).toEqual(['斜截面受剪', '受弯构件设计']);
  });

  it('deletes a course’s lessons and learners with it', async () => {
    const course = await addCourse({ title: '连同课时删除' });
    expect((await post('/user/start/course', seeker, { id: course.id })).statusCode).toBe(200);
    expect((await post('/admin/delete/course', admin, { id: course.id })).statusCode).toBe(200);
    const { db } = app.database;
    expect(await db.select().from(courseLessons).where(eq(courseLessons.courseId, course.id))).toEqual([]);
    expect(await db.select().from(courseLearners).where(eq(courseLearners.courseId, course.id))).toEqual([]);
    expectBilingualError(await get('/admin/get/course', admin, { id: course.id }), 404);
  });

  it('shows drafts to administrators with their lessons’ content', async () => {
    const draft = await addCourse({ title: '草稿课时', published: '0' });
    expect(await adminCourse(draft.id)).toMatchObject({ published: false, lessons: LESSONS });
    expectBilingualError(await get('/admin/get/course', admin, { id: 'x' }), 400, 'Invalid course id');
  });

  it.each([
    ['a video that is not http(s)', { video_url: 'javascript:alert(1)' }],
    ['a video on ftp', { video_url: 'ftp://media.example.com/a.mp4' }],
    ['a video with a space', { video_url: 'https://media.example.com/a b.mp4' }],
    ['a video address over 500 characters', { video_url: `https://media.example.com/${'a'.repeat(480)}.mp4` }],
  ])('refuses %s (bilingual 400)', async (_name, extra) => {
    const before = (await adminList()).total;
    expectBilingualError(
      await postForm('/admin/add/course', admin, fields({ outline: lesson(extra) })),
      400,
      'The video address must start with http:// or https://, contain no spaces and be at most 500 characters',
    );
    expect((await adminList()).total).toBe(before);
  });

  it('refuses a lesson text over 3,000 characters and lessons too large in total', async () => {
    expectBilingualError(
      await postForm('/admin/add/course', admin, fields({ outline: lesson({ en_body: 'x'.repeat(3001) }) })),
      400,
      'A lesson’s text can be at most 3,000 characters',
    );
    const ok = await postForm('/admin/add/course', admin, fields({ outline: lesson({ body: '字'.repeat(3000) }) }));
    expect(ok.statusCode, ok.body).toBe(200);
    expectBilingualError(
      await postForm('/admin/add/course', admin, fields({ outline: `[${' '.repeat(600_001)}]` })),
      400,
      'The lessons are too large in total; shorten their texts',
    );
  });

  it('takes the most lessons a course may have at their longest texts', async () => {
    const longest = {
      title: '课'.repeat(80),
      en_title: 'L'.repeat(160),
      minutes: 600,
      body: '正文\n'.repeat(1000),
      en_body: 'Text\n'.repeat(600),
      video_url: `https://media.example.com/${'v'.repeat(400)}.mp4`,
    };
    const res = await postForm(
      '/admin/add/course',
      admin,
      fields({ outline: JSON.stringify(Array(60).fill(longest)) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ lesson_count: 60, duration_minutes: 36_000 });
  });
});

describe('catalogue merges', () => {
  it('moves a course’s certificate link to the certificate it was merged into', async () => {
    const other = await postForm('/admin/add/cert', admin, { name: '二级建造师', en_name: 'Class B Constructor' });
    const intoId = other.json().data.id as number;
    const course = await addCourse({ title: '合并测试课程' });
    const merged = await post('/admin/merge/cert', admin, { id: certId, into_id: intoId });
    expect(merged.statusCode, merged.body).toBe(200);
    const after = (await adminList()).data.find((c) => c.id === course.id);
    expect(after?.certificates.map((c) => c.id)).toEqual([intoId]);
    certId = intoId;
  });
});
