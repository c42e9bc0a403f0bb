import { randomBytes } from 'node:crypto';
import { type HrTalentCard, ROLES } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, majors, resumes, talentIndex } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createAdmin, registerUser } from '../../test/factories.ts';
import { multipart } from '../../test/http.ts';
import { drawImage } from '../../test/media.ts';

type Login = Awaited<ReturnType<typeof registerUser>>;
type Page = { code: number; msg: string; data: HrTalentCard[]; total: number; total_capped?: boolean };

let app: TestApp;
let hr: Login;
let admin: Login;
let seeker: Login;
/** Every talent of this file is tagged with this text in their introduction, so searches see only them. */
const tag = `t${randomBytes(3).toString('hex')}`;
let certIds: number[];
let majorIds: number[];
const names = {
  certs: ['一级建造师', '注册结构工程师', '造价工程师'],
  majors: ['土木工程', '电气工程', '暖通空调'],
};

const project = {
  project_name: '上海中心大厦',
  position: '项目经理',
  description: '负责施工组织与进度管理。',
  start_time: '2015-03-01',
  end_time: '2017-06-30',
};

function form(overrides: Record<string, unknown> = {}) {
  return {
    nick_name: '李工',
    chinese_name: '李明',
    gender: 'male',
    birthday: '1988-05-01',
    email: 'li@example.com',
    address: '上海市浦东新区世纪大道 100 号',
    status: 2,
    experience: 8,
    degree: 2,
    enable_resume: 1,
    self_desc: `十年施工管理经验 ${tag}`,
    major_ids: [],
    cert_ids: [],
    projects: [project],
    ...overrides,
  };
}

const as = (user: Login | null) => (user ? authHeader(user.token) : {});
const get = (url: string, user: Login | null, query: Record<string, string | number> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: as(user),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

async function saveResume(user: Login, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/u/v1/hunter/save/resume',
    headers: as(user),
    payload: form(overrides),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A search restricted to this file's talents (their introductions hold the tag). */
async function search(query: Record<string, string | number> = {}): Promise<Page> {
  const keyword = query.key_word ? `${query.key_word} ${tag}` : tag;
  const res = await get('/u/v1/hr/search/user/list', hr, { p_size: 36, ...query, key_word: keyword });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}
const idsOf = (page: Page) => page.data.map((card) => card.id);

async function seekerWith(overrides: Record<string, unknown> = {}) {
  const user = await registerUser(app, { role: ROLES.seeker });
  await saveResume(user, overrides);
  return user;
}

let bridge: Login;
let civil: Login;
let junior: Login;

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const suffix = randomBytes(2).toString('hex');
  const catalogue = async (table: typeof certificates | typeof majors, list: string[], en: string) => {
    const values = list.map((name, i) => ({ name: `${name}${suffix}`, enName: `${en} ${i} ${suffix}` }));
    return (await db.insert(table).values(values).returning()).map((row) => row.id);
  };
  certIds = await catalogue(certificates, names.certs, 'Cert');
  majorIds = await catalogue(majors, names.majors, 'Major');
  [hr, admin, seeker] = await Promise.all([
    registerUser(app, { role: ROLES.hr }),
    createAdmin(app),
    registerUser(app, { role: ROLES.seeker }),
  ]);
  // One after another: recency inside a relevance tier follows the order of the saves.
  bridge = await seekerWith({
    nick_name: '桥梁王工',
    chinese_name: '王桥',
    experience: 12,
    degree: 3,
    cert_ids: [certIds[0], certIds[1]],
    major_ids: [majorIds[0], majorIds[1]],
    address: '杭州市西湖区',
  });
  civil = await seekerWith({
    nick_name: '张工',
    chinese_name: '张伟',
    self_desc: `参与多座桥梁的施工 ${tag}`,
    experience: 3,
    degree: 2,
    cert_ids: [certIds[0]],
    major_ids: [majorIds[0]],
  });
  junior = await seekerWith({ nick_name: 'Amy Chen', chinese_name: '', experience: 0, degree: 1 });
});
afterAll(() => app.close());

describe('who may call', () => {
  it.each(['/u/v1/hr/search/user/list', '/u/v1/hr/get/hot/hunters'])('%s: HR only', async (url) => {
    expect((await get(url, null)).statusCode).toBe(401);
    for (const user of [seeker, admin]) {
      const res = await get(url, user);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ msg: expect.any(String), msg_en: expect.any(String) });
    }
    expect((await get(url, hr)).statusCode).toBe(200);
  });
});

describe('the talent search', () => {
  it('answers the talent cards with msg ok and the total', async () => {
    const page = await search();
    expect(page).toMatchObject({ code: 0, msg: 'ok', total: 3 });
    expect(page.total_capped).toBeUndefined();
    const card = page.data.find((c) => c.id === bridge.id);
    expect(card).toEqual({
      id: bridge.id,
      name: '桥梁王工',
      chinese_name: '王桥',
      profile_pic_url: '',
      major: names.majors.slice(0, 2).map((n) => expect.stringContaining(n)),
      en_major: [expect.stringContaining('Major 0'), expect.stringContaining('Major 1')],
      certificate: names.certs.slice(0, 2).map((n) => expect.stringContaining(n)),
      en_certificate: [expect.stringContaining('Cert 0'), expect.stringContaining('Cert 1')],
      experience: 12,
      status: 2,
      address: '杭州市西湖区',
      degree: 3,
      enable_resume: 1,
      star: 4,
      view_request: null,
    });
  });

  it('lists only job seekers with a resume: never HR, administrators, a seeker without a resume', async () => {
    const db = app.database.db;
    // A resume row under an HR account (no call makes one) is still no talent.
    await db.insert(resumes).values({ userId: hr.id, selfDesc: tag });
    await app.services.talents.refresh(hr.id);
    await app.services.talents.refresh(admin.id);
    await app.services.talents.refresh(seeker.id);
    const all = idsOf(await search());
    expect(all).not.toContain(hr.id);
    expect(all).not.toContain(admin.id);
    expect(all).not.toContain(seeker.id);
    expect(await db.select().from(talentIndex).where(eq(talentIndex.userId, hr.id))).toEqual([]);
  });

  it('finds 1- and 2-character Chinese keywords, name matches first', async () => {
    expect(idsOf(await search({ key_word: '桥' }))).toEqual([bridge.id, civil.id]);
    // 桥梁 is in bridge's nickname and only in civil's introduction: the name ranks first although civil is newer.
    expect(idsOf(await search({ key_word: '桥梁' }))).toEqual([bridge.id, civil.id]);
    expect(idsOf(await search({ key_word: '张伟' }))).toEqual([civil.id]);
    expect(idsOf(await search({ key_word: 'amy' }))).toEqual([junior.id]);
    // Catalogue names in both languages are keywords too.
    expect(idsOf(await search({ key_word: names.certs[1] as string }))).toEqual([bridge.id]);
    expect((await search({ key_word: '隧道' })).total).toBe(0);
  });

  it('keeps the talents holding ALL selected certificates and majors', async () => {
    const [c0, c1] = certIds as [number, number];
    const [m0, m1] = majorIds as [number, number];
    expect(idsOf(await search({ cert: `[${c0},${c1}]` }))).toEqual([bridge.id]);
    expect(idsOf(await search({ cert: `[${c0}]` })).sort()).toEqual([bridge.id, civil.id].sort());
    expect(idsOf(await search({ major: `${m0},${m1}` }))).toEqual([bridge.id]);
    expect(idsOf(await search({ major: String(m0), cert: `[${c0}]` })).sort()).toEqual([bridge.id, civil.id].sort());
    expect((await search({ cert: `[${certIds[2]}]` })).total).toBe(0);
  });

  it('applies the minimum experience and the minimum degree', async () => {
    expect(idsOf(await search({ min_experience: 5 }))).toEqual([bridge.id]);
    expect(idsOf(await search({ min_experience: 3 })).sort()).toEqual([bridge.id, civil.id].sort());
    expect((await search({ min_experience: 0 })).total).toBe(3);
    expect(idsOf(await search({ degree: 3 }))).toEqual([bridge.id]);
    expect(idsOf(await search({ degree: 2 })).sort()).toEqual([bridge.id, civil.id].sort());
    expect((await search({ degree: 4 })).total).toBe(0);
    expect(idsOf(await search({ degree: 1, min_experience: 3, cert: `[${certIds[0]}]` })).length).toBe(2);
  });

  it('filters by address and nickname substrings', async () => {
    expect(idsOf(await search({ address: '杭州' }))).toEqual([bridge.id]);
    expect(idsOf(await search({ address: '世纪大道' })).sort()).toEqual([civil.id, junior.id].sort());
    expect(idsOf(await search({ nick_name: '王工' }))).toEqual([bridge.id]);
    expect(idsOf(await search({ nick_name: 'Amy' }))).toEqual([junior.id]);
    // LIKE's wildcards are ordinary characters.
    expect((await search({ nick_name: '%' })).total).toBe(0);
  });

  it.each([
    ['cert', '[1,'],
    ['cert', 'abc'],
    ['major', '[0]'],
    ['major', '["x"]'],
    ['major', '[2147483648]'],
    ['cert', `[${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}]`],
  ])('refuses %s=%s with a bilingual 400', async (name, value) => {
    const res = await get('/u/v1/hr/search/user/list', hr, { [name]: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      msg: expect.any(String),
      msg_en: expect.stringMatching(/major or certificate/),
    });
  });

  it.each([
    [{ p_size: 10 }, 'Page size must be 12, 20, 28 or 36'],
    [{ min_experience: 51 }, 'Minimum experience must be a whole number from 0 to 50'],
    [{ degree: 5 }, 'Invalid education level'],
    [{ degree: 'x' }, 'Invalid education level'],
    [{ key_word: 'a'.repeat(101) }, 'The keyword must be at most 100 characters'],
    [{ address: 'a'.repeat(101) }, 'A filter must be at most 100 characters'],
    [{ pn: 835 }, undefined],
  ])('refuses %o with a bilingual 400', async (query, msgEn) => {
    const res = await get('/u/v1/hr/search/user/list', hr, query);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.msg).toBeTruthy();
    if (msgEn) expect(body.msg_en).toBe(msgEn);
  });

  it('pages by 12 by default, inside the 10,000-result window', async () => {
    const first = (await get('/u/v1/hr/search/user/list', hr, { key_word: tag })).json() as Page;
    expect(first.data).toHaveLength(3);
    const second = await search({ p_size: 12, pn: 2 });
    expect(second).toMatchObject({ data: [], total: 3 });
    // The last page of the window answers; the next one is refused (searchPageBeyondWindow).
    expect((await get('/u/v1/hr/search/user/list', hr, { pn: 834 })).statusCode).toBe(200);
    const beyond = await get('/u/v1/hr/search/user/list', hr, { pn: 835 });
    expect(beyond.json().msg_en).toMatch(/10,000/);
  });
});

describe('the index follows every change', () => {
  it('after a resume save: new address, degree and experience', async () => {
    const user = await seekerWith({ nick_name: '赵工', address: '南京市鼓楼区', experience: 1 });
    expect(idsOf(await search({ address: '南京' }))).toEqual([user.id]);
    await saveResume(user, { nick_name: '赵工', address: '苏州市工业园区', experience: 20, degree: 4 });
    expect((await search({ address: '南京' })).total).toBe(0);
    expect(idsOf(await search({ address: '苏州', min_experience: 20, degree: 4 }))).toEqual([user.id]);
    await app.services.talents.refresh(user.id);
    await app.services.accounts.setDisabled(user.id, true);
    expect((await search({ address: '苏州' })).total).toBe(0);
  });

  it('after a major or certificate is added or removed, and the base info is edited', async () => {
    const user = await seekerWith({ nick_name: '孙工' });
    const m2 = majorIds[2] as number;
    expect((await search({ major: `[${m2}]` })).total).toBe(0);
    const add = await app.inject({
      method: 'POST',
      url: '/u/v1/hunter/add/major',
      headers: as(user),
      payload: { major_id: m2 },
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(idsOf(await search({ major: `[${m2}]` }))).toEqual([user.id]);
    const del = await app.inject({
      method: 'DELETE',
      url: '/u/v1/hunter/delete/major',
      headers: as(user),
      query: { major_id: String(m2) },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await search({ major: `[${m2}]` })).total).toBe(0);

    const c2 = certIds[2] as number;
    await app.inject({ method: 'POST', url: '/u/v1/hunter/add/cert', headers: as(user), payload: { cert_id: c2 } });
    expect(idsOf(await search({ cert: `[${c2}]` }))).toEqual([user.id]);

    const edit = await app.inject({
      method: 'POST',
      url: '/u/v1/user/edit/baseinfo',
      headers: as(user),
      query: {
        nick_name: '孙总工',
        chinese_name: '孙立',
        gender: 'male',
        birthday: '1988-05-01',
        email: 'sun@example.com',
        address: '上海市浦东新区世纪大道 100 号',
        enable_resume: '1',
        status: '1',
        experience: '9',
        degree: '2',
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const [card] = (await search({ nick_name: '孙总工' })).data;
    expect(card).toMatchObject({ id: user.id, name: '孙总工', status: 1, experience: 9 });
    await app.services.accounts.setDisabled(user.id, true);
  });

  it('keeps both of two parallel changes of one seeker', async () => {
    const user = await seekerWith({ nick_name: '周工' });
    const [m2, c2] = [majorIds[2] as number, certIds[2] as number];
    const results = await Promise.all([
      app.inject({ method: 'POST', url: '/u/v1/hunter/add/major', headers: as(user), payload: { major_id: m2 } }),
      app.inject({ method: 'POST', url: '/u/v1/hunter/add/cert', headers: as(user), payload: { cert_id: c2 } }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(idsOf(await search({ major: `[${m2}]`, cert: `[${c2}]`, nick_name: '周工' }))).toEqual([user.id]);
    await app.services.accounts.setDisabled(user.id, true);
  });

  it('when an account is disabled and enabled again', async () => {
    const user = await seekerWith({ nick_name: '钱工' });
    expect(idsOf(await search({ nick_name: '钱工' }))).toEqual([user.id]);
    await app.services.accounts.setDisabled(user.id, true);
    expect((await search({ nick_name: '钱工' })).total).toBe(0);
    expect(idsOf((await get('/u/v1/hr/get/hot/hunters', hr)).json() as Page)).not.toContain(user.id);
    await app.services.accounts.setDisabled(user.id, false);
    expect(idsOf(await search({ nick_name: '钱工' }))).toEqual([user.id]);
    await app.services.accounts.setDisabled(user.id, true);
  });

  it('when a catalogue name changes: the keyword and the card follow', async () => {
    const certId = certIds[1] as number;
    const fresh = `隧道监理师${randomBytes(2).toString('hex')}`;
    await app.services.catalog.rename('certificate', certId, { name: fresh, enName: 'Tunnel Supervisor' });
    const found = await search({ key_word: '隧道' });
    expect(idsOf(found)).toEqual([bridge.id]);
    expect(found.data[0]?.certificate).toContain(fresh);
    expect(found.data[0]?.en_certificate).toContain('Tunnel Supervisor');
  });

  it('builds the rows migration 0008 left stale', async () => {
    const db = app.database.db;
    await db
      .update(talentIndex)
      .set({ stale: true, searchTokens: [], card: null })
      .where(eq(talentIndex.userId, civil.id));
    expect(idsOf(await search({ key_word: '张伟' }))).toEqual([]);
    expect(await app.services.talents.buildStale()).toBe(true);
    expect(await app.services.talents.buildStale()).toBe(false);
    expect(idsOf(await search({ key_word: '张伟' }))).toEqual([civil.id]);
  });
});

describe('hot talents', () => {
  it('answers up to eight listed talents, the most complete first', async () => {
    for (let i = 0; i < 8; i++) await seekerWith({ nick_name: `陈工${i}`, major_ids: [], cert_ids: [] });
    // Pictures make bridge's resume complete (5 stars): an avatar and a certificate photo.
    const png = await drawImage('png');
    for (const [url, fields] of [
      ['/u/v1/user/upload/avatar', {}],
      ['/u/v1/hunter/upload/cert/pic', { title: '一级建造师证书' }],
    ] as const) {
      const body = multipart(fields, { filename: 'a.png', data: png, contentType: 'image/png' });
      const res = await app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...as(bridge) },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await get('/u/v1/hr/get/hot/hunters', hr);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Page;
    expect(body.msg).toBe('ok');
    expect(body.data).toHaveLength(8);
    const stars = body.data.map((card) => card.star);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
    expect(body.data[0]).toMatchObject({
      id: bridge.id,
      star: 5,
      profile_pic_url: expect.stringMatching(/^\/files\/avatars\//),
    });
    expect(body.data[1]).toMatchObject({ id: civil.id, star: 4 });
  });
});

describe("a closed resume's card and the HR's view request", () => {
  const post = (url: string, user: Login, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: as(user), payload });
  const ask = async (from: Login, to: Login) => {
    const res = await post('/u/v1/hr/apply/user/resume', from, { hunter_id: to.id, message: '想了解您的项目经历' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.request_id as number;
  };
  const answer = async (by: Login, requestId: number, allow: boolean) => {
    const res = await post('/u/v1/hunter/answer/view/request', by, { request_id: requestId, allow });
    expect(res.statusCode, res.body).toBe(200);
  };
  const cardOf = async (who: Login, seekerId: number, nickName: string) => {
    const res = await get('/u/v1/hr/search/user/list', who, { nick_name: nickName, key_word: tag });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Page).data.find((card) => card.id === seekerId);
  };

  it("carries the state of this HR's latest request: none, pending, rejected, pending again, allowed", async () => {
    const nickName = `孙工${randomBytes(2).toString('hex')}`;
    const closed = await seekerWith({ nick_name: nickName, enable_resume: 0 });
    const other = await registerUser(app, { role: ROLES.hr });
    const state = async (who: Login = hr) => (await cardOf(who, closed.id, nickName))?.view_request;

    expect(await state()).toBeNull();
    const first = await ask(hr, closed);
    expect(await state()).toBe('pending');
    // Another HR's request is theirs: this HR's card still says pending, theirs none.
    expect(await state(other)).toBeNull();
    await answer(closed, first, false);
    expect(await state()).toBe('rejected');
    const second = await ask(hr, closed);
    expect(await state()).toBe('pending');
    await answer(closed, second, true);
    expect(await state()).toBe('allowed');
    expect(await state(other)).toBeNull();
  });

  it('says nothing of requests on an open resume, and the hot talents carry the state too', async () => {
    const open = await cardOf(hr, bridge.id, '桥梁王工');
    expect(open).toMatchObject({ enable_resume: 1, view_request: null });
    const hot = (await get('/u/v1/hr/get/hot/hunters', hr)).json() as Page;
    expect(hot.data.length).toBeGreaterThan(0);
    for (const card of hot.data) expect(card).toHaveProperty('view_request');
  });
});

describe('totals past 10,000', () => {
  it('caps the total and says so (total_capped)', async () => {
    const db = app.database.db;
    const bulk = `${tag}bulk`;
    const bulkCard = {
      ...{ name: 'bulk', chinese_name: '', profile_pic_url: '', address: '', enable_resume: 1 },
      ...{ major: [], en_major: [], certificate: [], en_certificate: [], experience: null, status: null, degree: null },
    };
    await db.execute(sql`
      with added as (
        insert into users (phone, password_hash, role, nick_name)
        select '199' || lpad(g::text, 8, '0'), 'x', '3', 'bulk' || g from generate_series(1, 10001) g
        returning id
      )
      insert into talent_index (user_id, listed, card, search_tokens, name_tokens)
      select id, true, ${JSON.stringify(bulkCard)}::jsonb, array[${bulk}], array[${bulk}] from added`);
    const page = (await get('/u/v1/hr/search/user/list', hr, { key_word: bulk })).json() as Page;
    expect(page).toMatchObject({ total: 10_000, total_capped: true });
    expect(page.data).toHaveLength(12);
    const last = (await get('/u/v1/hr/search/user/list', hr, { key_word: bulk, pn: 834 })).json() as Page;
    expect(last.data).toHaveLength(4);
  });
});
