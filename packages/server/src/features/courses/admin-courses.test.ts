import { ROLES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  lessons: { title: string; minutes: number }[];
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
  { title: '钢筋混凝土基本概念', en_title: 'Reinforced concrete basics', minutes: 35 },
  { title: '受弯构件设计', en_title: 'Designing members in bending', minutes: 50 },
];

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
    ['/admin/add/course', 'FORM'],
    ['/admin/update/course', 'FORM'],
    ['/admin/delete/course', 'POST'],
  ];
  it.each(calls)('%s refuses anonymous (401), job seeker and HR (403)', async (url, method) => {
    const call = (user: Login | null) =>
      method === 'GET'
        ? get(url, user)
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
