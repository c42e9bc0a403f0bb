import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatMessage, MESSAGES, type MessageKey, RESUME_LIST_MAX, ROLES } from '@app/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificatePhotos,
  certificates,
  majors,
  projectImages,
  projects,
  resumes,
  userCertificates,
  userMajors,
  users,
} from '../../db/schema/index.ts';
import { seedCatalog } from '../../db/seed/catalog.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createAdmin, registerUser } from '../../test/factories.ts';
import { multipart } from '../../test/http.ts';
import { drawImage, fakeMp4, withJpegExif, withPngText } from '../../test/media.ts';

type Login = Awaited<ReturnType<typeof registerUser>>;

let app: TestApp;
let dataDir: string;
let seeker: Login;
let other: Login;
let hr: Login;
let admin: Login;
let majorIds: number[];
let certIds: number[];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resumes-test-'));
  app = await buildTestApp({ DATA_DIR: dataDir });
  await seedCatalog(app.database.db);
  majorIds = (await app.database.db.select({ id: majors.id }).from(majors)).map((r) => r.id);
  certIds = (await app.database.db.select({ id: certificates.id }).from(certificates)).map((r) => r.id);
  [seeker, other, hr, admin] = await Promise.all([
    registerUser(app),
    registerUser(app),
    registerUser(app, { role: ROLES.hr }),
    createAdmin(app),
  ]);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const db = () => app.database.db;
const as = (user: Login) => authHeader(user.token);
const countRows = async (table: typeof projects | typeof certificatePhotos | typeof projectImages) =>
  (await db().select({ n: count() }).from(table))[0]?.n ?? 0;
const storedFiles = () =>
  fs.existsSync(path.join(dataDir, 'uploads')) ? listFiles(path.join(dataDir, 'uploads')) : [];
function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

function expectError(
  res: { statusCode: number; body: string; json(): Record<string, unknown> },
  status: number,
  msgEn?: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { code: number; msg: string; msg_en: string };
  expect(body.msg).toBeTruthy();
  expect(body.msg_en).toBeTruthy();
  if (msgEn) expect(body.msg_en).toBe(msgEn);
  return body;
}

const baseInfo = {
  nick_name: '张伟',
  birthday: '1990-05-01',
  email: 'zhangwei@example.com',
  address: '上海市浦东新区世纪大道 100 号',
  gender: 'male',
  status: '3',
  experience: '12',
  degree: '3',
  enable_resume: '1',
  company: '中建八局',
  wechat: 'zw_1990',
  chinese_name: '张伟',
};
const project = {
  project_name: '上海中心大厦',
  position: '结构工程师',
  description: '负责核心筒与伸臂桁架的结构计算和施工图审核。',
  start_time: '2015-03-01',
  end_time: '2017-06-30',
  client: '上海中心大厦建设发展有限公司',
  location: '上海',
  vendor: '同济大学建筑设计研究院',
};

const editBaseInfo = (user: Login, query: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/u/v1/user/edit/baseinfo', query, headers: as(user) });
const getBaseInfo = async (user: Login) =>
  (await app.inject({ method: 'GET', url: '/u/v1/user/get/baseinfo', headers: as(user) })).json().data;
const upload = (user: Login, url: string, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) => {
  const body = multipart(fields, file);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...as(user) } });
};
const fullForm = (overrides: Record<string, unknown> = {}) => ({
  ...baseInfo,
  experience: 12,
  degree: 3,
  status: 3,
  enable_resume: 1,
  self_desc: '十二年超高层结构设计经验，熟悉 ETABS、YJK 与 BIM 协同。',
  major_ids: majorIds.slice(0, 2),
  cert_ids: certIds.slice(0, 3),
  projects: [project],
  ...overrides,
});
const saveForm = (user: Login, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/u/v1/hunter/save/resume', payload, headers: as(user) });

describe('base info (edit/get baseinfo)', () => {
  it('answers empty values, and no mobile rather than the login phone, before anything is saved', async () => {
    const data = await getBaseInfo(other);
    expect(data).toMatchObject({ nick_name: expect.any(String), mobile: '', birthday: null, degree: null });
    expect(data.enable_resume).toBe(1);
  });

  it('saves every field sent as query parameters', async () => {
    const res = await editBaseInfo(seeker, baseInfo);
    expect(res.statusCode, res.body).toBe(200);
    const data = await getBaseInfo(seeker);
    expect(data).toMatchObject({
      nick_name: '张伟',
      chinese_name: '张伟',
      birthday: '1990-05-01',
      gender: 'male',
      status: 3,
      experience: 12,
      degree: 3,
      enable_resume: 1,
      company: '中建八局',
      wechat: 'zw_1990',
      email: 'zhangwei@example.com',
    });
  });

  it.each([
    ['experience above 50', { experience: '51' }, 'Years of experience must be a whole number from 0 to 50'],
    ['experience of the wrong type', { experience: 'ten' }, 'Years of experience must be a whole number from 0 to 50'],
    ['degree outside 0-4', { degree: '5' }, 'Invalid education level'],
    ['status outside 1-3', { status: '4' }, 'Invalid job status'],
    ['gender not male or female', { gender: 'x' }, 'Gender must be male or female'],
    [
      'a chinese_name with latin letters',
      { chinese_name: 'Zhang Wei' },
      'The Chinese name may contain Chinese characters only',
    ],
    ['an invalid email', { email: 'zhangwei@' }, 'Please enter a valid email address'],
    ['an impossible birthday', { birthday: '1990-13-01' }, 'The date of birth must be a past date written yyyy-MM-dd'],
    ['a missing name', { nick_name: '' }, 'Please enter your name'],
    ['enable_resume other than 0/1', { enable_resume: '2' }, 'Resume visibility must be 0 or 1'],
  ])('refuses %s and changes nothing', async (_name, override, msgEn) => {
    const before = await getBaseInfo(seeker);
    expectError(await editBaseInfo(seeker, { ...baseInfo, ...override }), 400, msgEn);
    expect(await getBaseInfo(seeker)).toEqual(before);
  });

  it('is for job seekers only, and needs a session', async () => {
    expectError(await editBaseInfo(hr, baseInfo), 403);
    expectError(await app.inject({ method: 'POST', url: '/u/v1/user/edit/baseinfo', query: baseInfo }), 401);
  });
});

describe('projects (hunter project calls)', () => {
  let projectId: number;

  it('adds a project from multipart fields and lists it', async () => {
    const res = await upload(seeker, '/u/v1/hunter/add/project', project);
    expect(res.statusCode, res.body).toBe(200);
    projectId = res.json().data.id;
    const list = await app.inject({ method: 'GET', url: '/u/v1/hunter/get/project', headers: as(seeker) });
    expect(list.json().data).toContainEqual(expect.objectContaining({ id: projectId, ...project }));
  });

  it('also accepts JSON and urlencoded bodies', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/u/v1/hunter/add/project',
      payload: project,
      headers: as(other),
    });
    expect(json.statusCode).toBe(200);
    const form = await app.inject({
      method: 'POST',
      url: '/u/v1/hunter/add/project',
      payload: new URLSearchParams(project).toString(),
      headers: { ...as(other), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(200);
  });

  it('updates an own project', async () => {
    const res = await upload(seeker, '/u/v1/hunter/update/project', {
      ...project,
      id: String(projectId),
      position: '结构专业负责人',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.position).toBe('结构专业负责人');
  });

  it.each([
    ['an end before the start', { end_time: '2014-12-31' }, 'The end date cannot be earlier than the start date'],
    ['a missing name', { project_name: '' }, 'Please enter the project name'],
    ['a missing position', { position: ' ' }, 'Please enter your position in the project'],
    ['a missing description', { description: '' }, 'Please enter the project description'],
    ['a missing time', { start_time: '' }, 'Please choose the project period'],
    ['a malformed date', { start_time: '2015/03/01' }, 'Project dates must be written yyyy-MM-dd'],
  ])('refuses %s and changes nothing', async (_name, override, msgEn) => {
    const before = await countRows(projects);
    expectError(await upload(seeker, '/u/v1/hunter/add/project', { ...project, ...override }), 400, msgEn);
    expectError(
      await upload(seeker, '/u/v1/hunter/update/project', { ...project, ...override, id: String(projectId) }),
      400,
      msgEn,
    );
    expect(await countRows(projects)).toBe(before);
    const [row] = await db().select().from(projects).where(eq(projects.id, projectId));
    expect(row?.position).toBe('结构专业负责人');
  });

  it("never changes or deletes another user's project", async () => {
    const update = await upload(other, '/u/v1/hunter/update/project', {
      ...project,
      id: String(projectId),
      position: 'hijacked',
    });
    expectError(update, 404, 'This project does not exist');
    expectError(
      await app.inject({ method: 'DELETE', url: `/u/v1/hunter/delete/project/${projectId}`, headers: as(other) }),
      404,
    );
    const [row] = await db().select().from(projects).where(eq(projects.id, projectId));
    expect(row?.position).toBe('结构专业负责人');
  });

  it('refuses a project id of the wrong type', async () => {
    expectError(
      await app.inject({ method: 'DELETE', url: '/u/v1/hunter/delete/project/abc', headers: as(seeker) }),
      400,
    );
  });

  it('deletes an own project', async () => {
    const extra = (await upload(seeker, '/u/v1/hunter/add/project', project)).json().data.id;
    const res = await app.inject({
      method: 'DELETE',
      url: `/u/v1/hunter/delete/project/${extra}`,
      headers: as(seeker),
    });
    expect(res.statusCode).toBe(200);
    expect(await db().select().from(projects).where(eq(projects.id, extra))).toHaveLength(0);
  });

  it('is for job seekers only', async () => {
    expectError(await upload(hr, '/u/v1/hunter/add/project', project), 403);
    expectError(await app.inject({ method: 'GET', url: '/u/v1/hunter/get/project', headers: as(admin) }), 403);
  });
});

describe('majors and certificates (hunter major/cert calls)', () => {
  it('adds (JSON), lists and removes (query) majors', async () => {
    const [first, second] = majorIds as [number, number];
    for (const id of [first, second, first]) {
      const res = await app.inject({
        method: 'POST',
        url: '/u/v1/hunter/add/major',
        payload: { major_id: id },
        headers: as(seeker),
      });
      expect(res.statusCode).toBe(200);
    }
    const list = await app.inject({ method: 'GET', url: '/u/v1/hunter/get/major/list', headers: as(seeker) });
    expect(
      list
        .json()
        .data.map((m: { id: number }) => m.id)
        .sort(),
    ).toEqual([first, second].sort());
    expect(list.json().data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      en_name: expect.any(String),
    });
    const del = await app.inject({
      method: 'DELETE',
      url: '/u/v1/hunter/delete/major',
      query: { major_id: String(second) },
      headers: as(seeker),
    });
    expect(del.statusCode).toBe(200);
    expectError(
      await app.inject({
        method: 'DELETE',
        url: '/u/v1/hunter/delete/major',
        query: { major_id: String(second) },
        headers: as(seeker),
      }),
      404,
    );
  });

  it('adds, lists and removes certificates', async () => {
    const id = certIds[0] as number;
    const add = await app.inject({
      method: 'POST',
      url: '/u/v1/hunter/add/cert',
      payload: { cert_id: id },
      headers: as(seeker),
    });
    expect(add.json().data).toContainEqual(expect.objectContaining({ id }));
    const list = await app.inject({ method: 'GET', url: '/u/v1/hunter/get/cert/list', headers: as(seeker) });
    expect(list.json().data.map((c: { id: number }) => c.id)).toContain(id);
    const del = await app.inject({
      method: 'DELETE',
      url: '/u/v1/hunter/delete/cert',
      query: { cert_id: String(id) },
      headers: as(seeker),
    });
    expect(del.statusCode).toBe(200);
  });

  it('refuses unknown ids and ids of the wrong type, changing nothing', async () => {
    const before = (await db().select({ n: count() }).from(userMajors))[0]?.n;
    expectError(
      await app.inject({
        method: 'POST',
        url: '/u/v1/hunter/add/major',
        payload: { major_id: 999999 },
        headers: as(seeker),
      }),
      400,
      'The chosen major does not exist',
    );
    expectError(
      await app.inject({
        method: 'POST',
        url: '/u/v1/hunter/add/major',
        payload: { major_id: 'civil' },
        headers: as(seeker),
      }),
      400,
    );
    expectError(
      await app.inject({ method: 'POST', url: '/u/v1/hunter/add/cert', payload: { cert_id: -1 }, headers: as(seeker) }),
      400,
    );
    expect((await db().select({ n: count() }).from(userMajors))[0]?.n).toBe(before);
  });
});

describe('the whole /resume form (POST /hunter/save/resume)', () => {
  it('saves base info, introduction, majors, certificates and projects together', async () => {
    const res = await saveForm(other, fullForm({ nick_name: '李娜', chinese_name: '李娜', gender: 'female' }));
    expect(res.statusCode, res.body).toBe(200);
    const resume = res.json().data;
    expect(resume).toMatchObject({
      name: '李娜',
      nick_name: '李娜',
      gender: 'female',
      self_desc: expect.stringContaining('ETABS'),
      experience: 12,
      degree: 3,
    });
    expect(resume.major_list.map((m: { id: number }) => m.id).sort()).toEqual(majorIds.slice(0, 2).sort());
    expect(resume.cert_list).toHaveLength(3);
    expect(resume.project_list).toHaveLength(1);
    expect(resume.age).toBeGreaterThan(30);
  });

  it('updates projects with an id, adds those without and drops the rest', async () => {
    const current = (await app.inject({ method: 'GET', url: '/u/v1/hunter/get/resume', headers: as(other) })).json()
      .data;
    const kept = current.project_list[0];
    const res = await saveForm(
      other,
      fullForm({
        nick_name: '李娜',
        chinese_name: '李娜',
        projects: [
          { ...kept, position: '项目总工' },
          { ...project, project_name: '深中通道', start_time: '2018-01-01', end_time: '2021-12-31' },
        ],
        major_ids: [majorIds[3]],
        cert_ids: [],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved.project_list.map((p: { project_name: string }) => p.project_name).sort()).toEqual(
      ['上海中心大厦', '深中通道'].sort(),
    );
    expect(saved.project_list.find((p: { id: number }) => p.id === kept.id).position).toBe('项目总工');
    expect(saved.major_list.map((m: { id: number }) => m.id)).toEqual([majorIds[3]]);
    expect(saved.cert_list).toEqual([]);
  });

  it.each([
    ['no project at all', { projects: [] }, 'Please add at least one project'],
    ['a project ending before it starts', { projects: [{ ...project, end_time: '2000-01-01' }] }, undefined],
    ['a missing self introduction', { self_desc: '' }, 'Please write a self introduction'],
    ['experience out of range', { experience: 60 }, undefined],
    ['a non-Chinese chinese_name', { chinese_name: 'Lina' }, undefined],
    ['an unknown major', { major_ids: [999999] }, 'The chosen major does not exist'],
    ['an unknown certificate', { cert_ids: [999999] }, 'The chosen certificate does not exist'],
  ])('refuses %s and changes nothing', async (_name, override, msgEn) => {
    const before = (await app.inject({ method: 'GET', url: '/u/v1/hunter/get/resume', headers: as(other) })).json();
    expectError(await saveForm(other, fullForm({ nick_name: 'changed', ...override })), 400, msgEn);
    const after = (await app.inject({ method: 'GET', url: '/u/v1/hunter/get/resume', headers: as(other) })).json();
    expect(after).toEqual(before);
  });

  it('rolls everything back when a project id belongs to someone else', async () => {
    const foreign = (await db().select().from(projects).where(eq(projects.userId, seeker.id)))[0];
    const before = (await app.inject({ method: 'GET', url: '/u/v1/hunter/get/resume', headers: as(other) })).json();
    const res = await saveForm(other, fullForm({ nick_name: 'changed', projects: [{ ...project, id: foreign?.id }] }));
    expectError(res, 404, 'This project does not exist');
    const after = (await app.inject({ method: 'GET', url: '/u/v1/hunter/get/resume', headers: as(other) })).json();
    expect(after).toEqual(before);
    const [row] = await db()
      .select()
      .from(projects)
      .where(eq(projects.id, foreign?.id ?? 0));
    expect(row?.userId).toBe(seeker.id);
  });
});

describe('reading a resume (GET /admin/download/hunter/resume/{userId})', () => {
  const download = (userId: number, user?: Login) =>
    app.inject({
      method: 'GET',
      url: `/u/v1/admin/download/hunter/resume/${userId}`,
      headers: user ? as(user) : {},
    });

  it('serves the owner, admins and HR while the resume is open', async () => {
    for (const reader of [other, admin, hr]) {
      const res = await download(other.id, reader);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ user_id: other.id, name: '李娜' });
    }
  });

  it('refuses HR and other seekers once the resume is closed', async () => {
    await saveForm(other, fullForm({ nick_name: '李娜', enable_resume: 0 }));
    expectError(await download(other.id, hr), 403, 'This resume is closed; request permission to view it');
    expectError(await download(other.id, seeker), 403);
    expect((await download(other.id, other)).statusCode).toBe(200);
    expect((await download(other.id, admin)).statusCode).toBe(200);
    await saveForm(other, fullForm({ nick_name: '李娜', enable_resume: 1 }));
  });

  it('never shows the login phone as the mobile of a resume that has none: not to its owner, an HR or a bid client', async () => {
    const quiet = await registerUser(app);
    expect((await saveForm(quiet, fullForm({ nick_name: '周敏' }))).statusCode).toBe(200);
    const answers = [await download(quiet.id, quiet), await download(quiet.id, hr), await download(quiet.id, admin)];
    const bid = await app.inject({
      method: 'POST',
      url: '/u/v1/admin/add/bid',
      headers: as(admin),
      payload: { title: '投标', client_name: '业主', note: '', expires_at: '2099-12-31' },
    });
    expect(bid.statusCode, bid.body).toBe(200);
    const { id: bidId, code, link } = bid.json().data as { id: number; code: string; link: string };
    const set = await app.inject({
      method: 'POST',
      url: '/u/v1/admin/set/bid/engineers',
      headers: as(admin),
      payload: { bid_id: bidId, engineers: [{ user_id: quiet.id, position: '项目经理' }] },
    });
    expect(set.statusCode, set.body).toBe(200);
    const info = await app.inject({
      method: 'POST',
      url: `/u/v1/client/get/bid/info/${link.slice('/bid/info/'.length)}`,
      payload: { verify_code: code },
      remoteAddress: '198.51.100.60',
    });
    expect(info.statusCode, info.body).toBe(200);
    const { data: engineers, access_token } = info.json().data as {
      data: { engineer_id: number }[];
      access_token: string;
    };
    const client = { 'x-bid-access': access_token };
    answers.push(
      info,
      set,
      await app.inject({
        method: 'GET',
        url: `/u/v1/client/get/engineer/resume/${engineers[0]?.engineer_id}`,
        headers: client,
      }),
      await app.inject({ method: 'GET', url: `/u/v1/client/download/hunter/resume/${quiet.id}`, headers: client }),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(quiet.phone);
    }
    expect(answers[1]?.json().data.mobile).toBe('');
    expect(answers.at(-1)?.json().data.mobile).toBe('');
  });

  it('needs a session and an existing job seeker', async () => {
    expectError(await download(other.id), 401);
    expectError(await download(hr.id, admin), 404);
    expectError(await download(999999, admin), 404);
    const fresh = await registerUser(app);
    expectError(await download(fresh.id, hr), 404);
    expect((await download(fresh.id, fresh)).statusCode).toBe(200);
  });
});

describe('avatar upload and the file handler', () => {
  let firstUrl: string;

  it('stores a PNG avatar re-encoded without its metadata and serves it with safe headers', async () => {
    const png = withPngText(await drawImage('png'), 'GPS 31.2304N 121.4737E');
    const res = await upload(seeker, '/u/v1/user/upload/avatar', {}, { filename: 'me.png', data: png });
    expect(res.statusCode, res.body).toBe(200);
    firstUrl = res.json().data.profile_pic_url;
    expect(firstUrl).toMatch(/^\/files\/avatars\/\d+\/[0-9a-f-]{36}\.png$/);
    const file = await app.inject({ method: 'GET', url: firstUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename=".+\.png"$/);
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(file.rawPayload.includes(Buffer.from('GPS 31.2304N'))).toBe(false);
    const profile = await app.inject({ method: 'GET', url: '/u/v1/user/get/crude/and/profile', headers: as(seeker) });
    expect(profile.json().data.profile_pic_url).toBe(firstUrl);
  });

  it('strips EXIF from a JPEG and replaces the previous avatar file', async () => {
    const jpeg = withJpegExif(await drawImage('jpeg'), 'GPSLatitude 39.9042');
    const res = await upload(seeker, '/u/v1/user/upload/avatar', {}, { filename: 'photo.JPEG', data: jpeg });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.profile_pic_url as string;
    expect(url).toMatch(/\.jpg$/);
    const file = await app.inject({ method: 'GET', url });
    expect(file.rawPayload.includes(Buffer.from('GPSLatitude'))).toBe(false);
    expect((await app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
  });

  it('lets HR upload an avatar too', async () => {
    const res = await upload(hr, '/u/v1/user/upload/avatar', {}, { filename: 'hr.png', data: await drawImage('png') });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [
      'a .png that is really text',
      { filename: 'evil.png', data: Buffer.from('<script>alert(1)</script>'.repeat(10)) },
      400,
      'The file content does not match its extension',
    ],
    [
      'a .txt file',
      { filename: 'notes.txt', data: Buffer.from('hello') },
      400,
      'This file type is not supported; allowed: jpg, png',
    ],
    [
      'a GIF (avatars are jpg or png)',
      { filename: 'a.gif', data: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1') },
      400,
      undefined,
    ],
    ['a file without a name extension', { filename: 'avatar', data: Buffer.alloc(100) }, 400, undefined],
    [
      'a file over 2 MB',
      { filename: 'big.png', data: Buffer.alloc(2 * 1024 * 1024 + 1) },
      413,
      'The file must not be larger than 2 MB',
    ],
  ])('refuses %s and stores nothing', async (_name, file, status, msgEn) => {
    const before = storedFiles();
    const profileBefore = (await db().select().from(users).where(eq(users.id, seeker.id)))[0]?.profilePicUrl;
    expectError(await upload(seeker, '/u/v1/user/upload/avatar', {}, file), status, msgEn);
    expect(storedFiles()).toEqual(before);
    expect((await db().select().from(users).where(eq(users.id, seeker.id)))[0]?.profilePicUrl).toBe(profileBefore);
  });

  it('never uses the client file name, even a path-traversal one', async () => {
    const res = await upload(
      other,
      '/u/v1/user/upload/avatar',
      {},
      {
        filename: '../../../../tmp/pwned.png',
        data: await drawImage('png'),
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.profile_pic_url).not.toContain('pwned');
    expect(storedFiles().every((f) => f.startsWith(path.join(dataDir, 'uploads')))).toBe(true);
    expect(storedFiles().some((f) => f.includes('pwned'))).toBe(false);
  });

  it('answers a JSON body without a file with "please choose a file"', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/user/upload/avatar',
      payload: { file: 'data:image/png;base64,AAAA' },
      headers: as(seeker),
    });
    expectError(res, 400, 'Please choose a file to upload');
  });

  it('refuses uploads without a session before reading them', async () => {
    const body = multipart({}, { filename: 'a.png', data: await drawImage('png') });
    expectError(await app.inject({ method: 'POST', url: '/u/v1/user/upload/avatar', ...body }), 401);
  });

  it('serves nothing outside the storage keys', async () => {
    for (const url of [
      '/files/../../etc/passwd',
      '/files/avatars/..%2F..%2Fetc%2Fpasswd',
      '/files/avatars/1/nothing.png',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect([403, 404]).toContain(res.statusCode);
    }
  });

  it('removes the avatar', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/u/v1/user/delete/avatar', headers: as(other) });
    expect(res.statusCode).toBe(200);
    expect((await getBaseInfo(other)).profile_pic_url).toBe('');
  });
});

describe('certificate photos', () => {
  let photo: { id: number; cert_url: string; title: string };

  it('stores a titled photo behind a signed URL', async () => {
    const res = await upload(
      seeker,
      '/u/v1/hunter/upload/cert/pic',
      { title: '一级建造师注册证书' },
      {
        filename: 'cert.jpg',
        data: await drawImage('jpeg', 300, 200),
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    photo = res.json().data;
    expect(photo.title).toBe('一级建造师注册证书');
    expect(photo.cert_url).toMatch(/^\/files\/certificates\/\d+\/[0-9a-f-]{36}\.jpg\?e=\d+&s=[\w-]+$/);
    const file = await app.inject({ method: 'GET', url: photo.cert_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, max-age=300');
    const list = await app.inject({ method: 'GET', url: '/u/v1/hunter/get/cert/pic/list', headers: as(seeker) });
    expect(list.json().data).toContainEqual(photo);
  });

  it('refuses the file without a valid signature', async () => {
    const bare = photo.cert_url.split('?')[0] as string;
    expectError(await app.inject({ method: 'GET', url: bare }), 403);
    expectError(await app.inject({ method: 'GET', url: `${bare}?e=9999999999&s=forged` }), 403);
    const expired = photo.cert_url.replace(/e=\d+/, 'e=1000');
    expectError(await app.inject({ method: 'GET', url: expired }), 403);
  });

  it('requires a name and an image under 2 MB', async () => {
    const before = await countRows(certificatePhotos);
    const files = storedFiles();
    expectError(
      await upload(
        seeker,
        '/u/v1/hunter/upload/cert/pic',
        { title: '' },
        { filename: 'c.png', data: await drawImage('png') },
      ),
      400,
      'Please enter the certificate name',
    );
    expectError(
      await upload(
        seeker,
        '/u/v1/hunter/upload/cert/pic',
        { title: '证书' },
        {
          filename: 'c.png',
          data: Buffer.concat([await drawImage('png'), Buffer.alloc(2 * 1024 * 1024)]),
        },
      ),
      413,
    );
    expectError(
      await upload(
        seeker,
        '/u/v1/hunter/upload/cert/pic',
        { title: '证书' },
        { filename: 'c.pdf', data: Buffer.from('%PDF-1.4') },
      ),
      400,
    );
    expect(await countRows(certificatePhotos)).toBe(before);
    expect(storedFiles()).toEqual(files);
  });

  it('cannot be deleted by another user', async () => {
    expectError(
      await app.inject({ method: 'DELETE', url: `/u/v1/hunter/delete/cert/pic/${photo.id}`, headers: as(other) }),
      404,
    );
    expect((await app.inject({ method: 'GET', url: photo.cert_url })).statusCode).toBe(200);
  });

  it('is deleted with its file by its owner', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: `/u/v1/hunter/delete/cert/pic/${photo.id}`,
      headers: as(seeker),
    });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: photo.cert_url })).statusCode).toBe(404);
  });
});

describe('project images', () => {
  const fields = { project_name: '上海中心大厦', desc: '伸臂桁架节点三维模型', type: 'design' };
  let picId: number;

  it('stores an image with project name, description and type, grouped by project in the resume', async () => {
    const res = await upload(seeker, '/u/v1/hunter/upload/project/pic', fields, {
      filename: 'node.webp',
      data: await drawImage('webp', 400, 300),
    });
    expect(res.statusCode, res.body).toBe(200);
    picId = res.json().data.pic_id;
    expect(res.json().data).toMatchObject({ desc: fields.desc, type: 'design', project_name: fields.project_name });
    const resume = (await app.inject({ method: 'GET', url: '/u/v1/hunter/get/resume', headers: as(seeker) })).json()
      .data;
    expect(resume.project_pic_list[fields.project_name]).toContainEqual(
      expect.objectContaining({ pic_id: picId, ppic_url: expect.stringMatching(/^\/files\/project-images\//) }),
    );
  });

  it.each([
    ['a missing project name', { ...fields, project_name: '' }, 'Please enter the project name'],
    ['a missing description', { ...fields, desc: '' }, 'Please enter a description of the image'],
    ['an unknown type', { ...fields, type: 'photo' }, 'The image type must be design, prototype, product or other'],
  ])('refuses %s', async (_name, bad, msgEn) => {
    const before = await countRows(projectImages);
    expectError(
      await upload(seeker, '/u/v1/hunter/upload/project/pic', bad, { filename: 'a.png', data: await drawImage('png') }),
      400,
      msgEn,
    );
    expect(await countRows(projectImages)).toBe(before);
  });

  it('refuses an image over 5 MB', async () => {
    const before = storedFiles();
    const res = await upload(seeker, '/u/v1/hunter/upload/project/pic', fields, {
      filename: 'huge.png',
      data: Buffer.concat([await drawImage('png'), Buffer.alloc(5 * 1024 * 1024)]),
    });
    expectError(res, 413, 'The file must not be larger than 5 MB');
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an image that declares gigantic dimensions', async () => {
    const png = await drawImage('png');
    png.writeUInt32BE(30000, 16);
    png.writeUInt32BE(30000, 20);
    expectError(
      await upload(seeker, '/u/v1/hunter/upload/project/pic', fields, { filename: 'bomb.png', data: png }),
      400,
      'The image is too large: at most 24 megapixels and 12000 pixels a side',
    );
  });

  it('cannot be deleted by another user, only by its owner', async () => {
    expectError(
      await app.inject({ method: 'DELETE', url: `/u/v1/hunter/delete/project/pic/${picId}`, headers: as(other) }),
      404,
    );
    expect(await db().select().from(projectImages).where(eq(projectImages.id, picId))).toHaveLength(1);
    const res = await app.inject({
      method: 'DELETE',
      url: `/u/v1/hunter/delete/project/pic/${picId}`,
      headers: as(seeker),
    });
    expect(res.statusCode).toBe(200);
    expect(await db().select().from(projectImages).where(eq(projectImages.id, picId))).toHaveLength(0);
  });
});

describe('video resume', () => {
  it('stores an MP4 and serves byte ranges', async () => {
    const res = await upload(seeker, '/u/v1/hunter/upload/vcr', {}, { filename: 'intro.mp4', data: fakeMp4(4096) });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.vcr_url as string;
    expect(url).toMatch(/^\/files\/videos\/\d+\/[0-9a-f-]{36}\.mp4\?/);
    const whole = await app.inject({ method: 'GET', url });
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.length).toBe(4096);
    const part = await app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/4096');
    expect(part.rawPayload.length).toBe(100);
    expect((await getBaseInfo(seeker)).vcr_url).toMatch(/^\/files\/videos\//);
  });

  it.each([
    ['an MP4 that is really a PNG', 'clip.mp4', async () => drawImage('png'), 400],
    ['a QuickTime movie', 'clip.mov', async () => fakeMp4(), 400],
    ['a file over 50 MB', 'long.mp4', async () => Buffer.concat([fakeMp4(), Buffer.alloc(50 * 1024 * 1024)]), 413],
  ])('refuses %s and keeps the current video', async (_name, filename, data, status) => {
    const before = (await getBaseInfo(seeker)).vcr_url.split('?')[0];
    const files = storedFiles();
    expectError(await upload(seeker, '/u/v1/hunter/upload/vcr', {}, { filename, data: await data() }), status);
    expect((await getBaseInfo(seeker)).vcr_url.split('?')[0]).toBe(before);
    expect(storedFiles()).toEqual(files);
  });

  it('is for job seekers only', async () => {
    expectError(await upload(hr, '/u/v1/hunter/upload/vcr', {}, { filename: 'a.mp4', data: fakeMp4() }), 403);
  });

  it('removes the video and its file', async () => {
    const url = (await getBaseInfo(seeker)).vcr_url;
    expect(
      (await app.inject({ method: 'DELETE', url: '/u/v1/hunter/delete/vcr', headers: as(seeker) })).statusCode,
    ).toBe(200);
    expect((await getBaseInfo(seeker)).vcr_url).toBe('');
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const [row] = await db().select().from(resumes).where(eq(resumes.userId, seeker.id));
    expect(row?.videoKey).toBe('');
  });
});

describe('data stays with its owner', () => {
  it('keeps links when another user removes the same ids', async () => {
    await app.inject({
      method: 'POST',
      url: '/u/v1/hunter/add/cert',
      payload: { cert_id: certIds[5] },
      headers: as(seeker),
    });
    expectError(
      await app.inject({
        method: 'DELETE',
        url: '/u/v1/hunter/delete/cert',
        query: { cert_id: String(certIds[5]) },
        headers: as(other),
      }),
      404,
    );
    const rows = await db().select().from(userCertificates).where(eq(userCertificates.userId, seeker.id));
    expect(rows.map((r) => r.certificateId)).toContain(certIds[5]);
  });
});

describe('the most entries each list of a resume holds (RESUME_LIST_MAX)', () => {
  const full = (key: MessageKey, max: number) => formatMessage(MESSAGES[key].en, { max });

  it('refuses the 31st project added one by one, with a bilingual message, and keeps 30', async () => {
    const me = await registerUser(app);
    for (let i = 0; i < RESUME_LIST_MAX.projects; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/u/v1/hunter/add/project',
        payload: project,
        headers: as(me),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await app.inject({
      method: 'POST',
      url: '/u/v1/hunter/add/project',
      payload: project,
      headers: as(me),
    });
    const body = expectError(refused, 400, full('resumeProjectsFull', RESUME_LIST_MAX.projects));
    expect(body.msg).not.toBe(body.msg_en);
    const stored = await db().select({ n: count() }).from(projects).where(eq(projects.userId, me.id));
    expect(stored[0]?.n).toBe(RESUME_LIST_MAX.projects);
  });

  it('refuses a major past the cap, but adding one already held still answers 200', async () => {
    const me = await registerUser(app);
    expect(majorIds.length).toBeGreaterThan(RESUME_LIST_MAX.majors);
    const add = (majorId: number) =>
      app.inject({ method: 'POST', url: '/u/v1/hunter/add/major', payload: { major_id: majorId }, headers: as(me) });
    for (const id of majorIds.slice(0, RESUME_LIST_MAX.majors)) expect((await add(id)).statusCode).toBe(200);
    expectError(
      await add(majorIds[RESUME_LIST_MAX.majors] as number),
      400,
      full('resumeMajorsFull', RESUME_LIST_MAX.majors),
    );
    expect((await add(majorIds[0] as number)).statusCode).toBe(200);
    const stored = await db().select({ n: count() }).from(userMajors).where(eq(userMajors.userId, me.id));
    expect(stored[0]?.n).toBe(RESUME_LIST_MAX.majors);
  });

  it('refuses a certificate past the cap', async () => {
    const me = await registerUser(app);
    // The demo catalogue holds fewer certificates than the cap.
    const extra = await db()
      .insert(certificates)
      .values(
        Array.from({ length: RESUME_LIST_MAX.certificates + 1 }, (_, i) => ({
          name: `上限测试证书 ${i}`,
          enName: `Cap test certificate ${i}`,
        })),
      )
      .returning({ id: certificates.id });
    const ids = extra.map((row) => row.id);
    await db()
      .insert(userCertificates)
      .values(ids.slice(0, RESUME_LIST_MAX.certificates).map((certificateId) => ({ userId: me.id, certificateId })));
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/hunter/add/cert',
      payload: { cert_id: ids[RESUME_LIST_MAX.certificates] },
      headers: as(me),
    });
    expectError(res, 400, full('resumeCertificatesFull', RESUME_LIST_MAX.certificates));
  });

  it('refuses a certificate photo and a project image past their caps, keeping no file of them', async () => {
    const me = await registerUser(app);
    await db()
      .insert(certificatePhotos)
      .values(
        Array.from({ length: RESUME_LIST_MAX.certificatePhotos }, (_, i) => ({
          userId: me.id,
          title: `证书 ${i}`,
          fileKey: `certificates/${me.id}/missing-${i}.png`,
        })),
      );
    await db()
      .insert(projectImages)
      .values(
        Array.from({ length: RESUME_LIST_MAX.projectImages }, (_, i) => ({
          userId: me.id,
          projectName: '上海中心大厦',
          description: `图 ${i}`,
          type: 'design',
          fileKey: `project-images/${me.id}/missing-${i}.png`,
        })),
      );
    const files = storedFiles();
    const image = async () => ({ filename: 'a.png', data: await drawImage('png') });
    expectError(
      await upload(me, '/u/v1/hunter/upload/cert/pic', { title: '多出的一张' }, await image()),
      400,
      full('resumeCertificatePhotosFull', RESUME_LIST_MAX.certificatePhotos),
    );
    expectError(
      await upload(
        me,
        '/u/v1/hunter/upload/project/pic',
        { project_name: '上海中心大厦', desc: '多出的一张', type: 'design' },
        await image(),
      ),
      400,
      full('resumeProjectImagesFull', RESUME_LIST_MAX.projectImages),
    );
    expect(storedFiles()).toEqual(files);
  });
});
