import { randomBytes } from 'node:crypto';
import { CATALOG_LIMITS, formatMessage, MESSAGES, ROLES } from '@app/shared';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { majors } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { onPostgres } from '../../test/database.ts';
import { authHeader, createAdmin, registerUser } from '../../test/factories.ts';
import { expectBilingualError, multipart } from '../../test/http.ts';
import { jobForm } from '../../test/jobs.ts';
import { drawImage } from '../../test/media.ts';
import { registerSeekerWithResume } from '../../test/seekers.ts';

type Login = Awaited<ReturnType<typeof registerUser>>;
type Item = {
  id: number;
  name: string;
  en_name: string;
  job_count: number;
  resume_count: number;
  image_url: string | null;
};

let app: TestApp;
let admin: Login;
let hr: Login;
let seeker: Login;
/** Names of this file's entries carry it, so they never collide with another file's. */
const tag = randomBytes(3).toString('hex');

beforeAll(async () => {
  app = await buildTestApp();
  [admin, hr, seeker] = await Promise.all([
    createAdmin(app),
    registerUser(app, { role: ROLES.hr }),
    registerUser(app, { role: ROLES.seeker }),
  ]);
});
afterAll(() => app.close());

const as = (user: Login | null) => (user ? authHeader(user.token) : {});
const post = (url: string, user: Login | null, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/u/v1${url}`, headers: as(user), payload });
const get = (url: string, user: Login | null, query: Record<string, string | number> = {}) =>
  app.inject({
    method: 'GET',
    url: `/u/v1${url}`,
    headers: as(user),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
const postForm = (
  url: string,
  user: Login | null,
  fields: Record<string, string | number>,
  png?: Buffer,
  name = 'a.png',
) => {
  const body = multipart(fields, png ? { filename: name, data: png, contentType: 'image/png' } : undefined);
  return app.inject({
    method: 'POST',
    url: `/u/v1${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...as(user) },
  });
};

const fields = (name: string, extra: Record<string, string> = {}) => ({
  name: `${name}${tag}`,
  en_name: `${name} ${tag} en`,
  category: 'civil',
  description: '研究建筑结构的受力与设计。',
  en_description: 'How building structures carry loads.',
  ...extra,
});

async function addMajor(name: string): Promise<Item> {
  const res = await post('/admin/add/major', admin, fields(name));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function majorList(query: Record<string, string | number> = {}) {
  const res = await get('/admin/get/major/list', admin, { p_size: 100, key_word: tag, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Item[]; total: number };
}

async function auditEntries(query: Record<string, string | number>) {
  const res = await get('/admin/get/audit/list', admin, { p_size: 100, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { action: string; target_id: number; summary: string; before: unknown; after: unknown }[];
}

/** An approved job requiring these entries, posted by the HR. */
async function postJob(links: { major_ids?: number[]; cert_ids?: number[] }) {
  const res = await post('/hr/add/job', hr, jobForm({ title: `结构设计工程师${tag}`, ...links }));
  expect(res.statusCode, res.body).toBe(200);
  const { id, revision } = res.json().data as { id: number; revision: number };
  const review = await post('/admin/review/job', admin, { id, decision: 'approve', reason: '', revision });
  expect(review.statusCode, review.body).toBe(200);
  return id;
}

/** A seeker whose (public) resume holds these entries. */
async function seekerHolding(links: { major_ids?: number[]; cert_ids?: number[] }) {
  return registerSeekerWithResume(app, '李工', { self_desc: `十年施工管理经验 ${tag}`, ...links });
}

describe('who may call (every admin catalogue call, majors too)', () => {
  const calls: [string, 'GET' | 'POST', Record<string, unknown>][] = [];
  for (const kind of ['major', 'cert']) {
    calls.push(
      [`/admin/get/${kind}/list`, 'GET', {}],
      [`/admin/add/${kind}`, 'POST', fields('拒绝')],
      [`/admin/update/${kind}`, 'POST', { id: 1, ...fields('拒绝') }],
      [`/admin/reorder/${kind}`, 'POST', { id_list: [1] }],
      [`/admin/delete/${kind}`, 'POST', { id: 1 }],
      [`/admin/merge/${kind}`, 'POST', { id: 1, into_id: 2 }],
    );
  }

  it.each(calls)('%s refuses anonymous (401), job seeker and HR (403)', async (url, method, payload) => {
    const call = (user: Login | null) => (method === 'GET' ? get(url, user) : post(url, user, payload));
    expectBilingualError(await call(null), 401);
    expectBilingualError(await call(seeker), 403);
    expectBilingualError(await call(hr), 403);
  });
});

describe('majors: add, edit, unique names', () => {
  it('adds a major placed last, lists it with its usage, and audits the write', async () => {
    const added = await addMajor('结构工程');
    expect(added).toMatchObject({
      name: `结构工程${tag}`,
      description: '研究建筑结构的受力与设计。',
      image_url: null,
      job_count: 0,
      resume_count: 0,
    });
    const list = await majorList();
    expect(list.data.map((m) => m.id)).toContain(added.id);
    const publicList = (await get('/user/get/major/list', null)).json().data as { id: number }[];
    expect(publicList.at(-1)?.id).toBe(added.id);

    const entries = await auditEntries({ action: 'major.create', target_id: added.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ summary: `结构工程${tag}`, after: { name: `结构工程${tag}` } });
  });

  it('edits names and descriptions; a taken name is a bilingual 409 naming it, and changes nothing', async () => {
    const a = await addMajor('岩土');
    const b = await addMajor('隧道');
    const edited = await post('/admin/update/major', admin, {
      id: a.id,
      ...fields('岩土工程', { en_description: 'Soil' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: `岩土工程${tag}`, en_description: 'Soil' });

    const taken = await post('/admin/update/major', admin, { id: b.id, ...fields('岩土工程') });
    const body = expectBilingualError(taken, 409);
    expect(body.msg).toContain(`「岩土工程${tag}」`);
    expect(body.msg_en).toContain(`"岩土工程${tag}"`);
    expectBilingualError(await post('/admin/add/major', admin, fields('岩土工程')), 409);
    const names = (await majorList()).data.map((m) => m.name);
    expect(names).toContain(`隧道${tag}`);
    expect(names.filter((n) => n === `岩土工程${tag}`)).toHaveLength(1);

    const audited = await auditEntries({ action: 'major.update', target_id: a.id });
    expect(audited[0]).toMatchObject({ before: { name: `岩土${tag}` }, after: { name: `岩土工程${tag}` } });
  });

  it('refuses bad input with a bilingual 400 and adds nothing', async () => {
    const before = (await majorList()).total;
    expectBilingualError(
      await post('/admin/add/major', admin, { ...fields('空'), name: '  ' }),
      400,
      'Enter the Chinese name',
    );
    expectBilingualError(await post('/admin/add/major', admin, { ...fields('长'), en_name: 'x'.repeat(121) }), 400);
    expectBilingualError(
      await post('/admin/add/major', admin, { ...fields('长'), description: '字'.repeat(2001) }),
      400,
    );
    expectBilingualError(await post('/admin/update/major', admin, { id: 2_000_000_000, ...fields('无') }), 404);
    expectBilingualError(await get('/admin/get/major/list', admin, { sort: 'random' }), 400);
    expectBilingualError(await post('/admin/merge/major', admin, { id: 3, into_id: 3 }), 400);
    expect((await majorList()).total).toBe(before);
  });

  it('takes a category only from the fixed list (or none), refusing any other with a bilingual 400', async () => {
    const before = (await majorList()).total;
    for (const category of ['土木', 'Civil', 'cooking']) {
      const body = expectBilingualError(
        await post('/admin/add/major', admin, fields('分类', { category })),
        400,
        'Choose a category from the list',
      );
      expect(body.msg).toBe('请从列表中选择分类');
    }
    const cert = await postForm('/admin/add/cert', admin, fields('分类证书', { category: 'plumbing' }));
    expectBilingualError(cert, 400, 'Choose a category from the list');
    expect((await majorList()).total).toBe(before);

    const none = await post('/admin/add/major', admin, fields('无分类', { category: '' }));
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data.category).toBe('');
    const edited = await post('/admin/update/major', admin, {
      id: none.json().data.id,
      ...fields('无分类', { category: 'mep' }),
    });
    expect(edited.json().data.category).toBe('mep');
    expectBilingualError(
      await post('/admin/update/major', admin, { id: none.json().data.id, ...fields('无分类', { category: 'hvac' }) }),
      400,
      'Choose a category from the list',
    );
  });

  it('searches by English name too and sorts by name', async () => {
    await addMajor('甲乙');
    const found = await majorList({ key_word: `甲乙${tag}` });
    expect(found.data.map((m) => m.name)).toEqual([`甲乙${tag}`]);
    const byEnglish = await majorList({ key_word: `甲乙 ${tag} EN` });
    expect(byEnglish.total).toBe(1);
    const byName = (await majorList({ sort: 'name' })).data.map((m) => m.name);
    expect(byName).toEqual([...byName].sort());
  });
});

describe('certificates: image upload', () => {
  it('adds a certificate with an image (multipart), removes it on edit, refuses a wrong file type', async () => {
    const png = await drawImage('png');
    const added = await postForm('/admin/add/cert', admin, fields('一级建造师'), png);
    expect(added.statusCode, added.body).toBe(200);
    const cert = added.json().data as Item;
    expect(cert.image_url).toMatch(/^\/files\//);
    const image = await app.inject({ method: 'GET', url: cert.image_url as string });
    expect(image.statusCode).toBe(200);

    const edited = await postForm('/admin/update/cert', admin, {
      id: cert.id,
      ...fields('一级建造师'),
      remove_image: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.image_url).toBeNull();

    const gif = await postForm('/admin/add/cert', admin, fields('造价工程师'), png, 'a.gif');
    expectBilingualError(gif, 400);
    const list = (await get('/admin/get/cert/list', admin, { key_word: `造价工程师${tag}` })).json();
    expect(list.total).toBe(0);
    expect((await auditEntries({ action: 'certificate.update', target_id: cert.id }))[0]?.before).toMatchObject({
      image: expect.stringMatching(/^catalog\//),
    });
  });
});

describe('in use: delete refused, merge moves the links', () => {
  it('refuses to delete a major in use, naming the counts in zh and en, and deletes nothing', async () => {
    const major = await addMajor('桥梁');
    await postJob({ major_ids: [major.id] });
    await seekerHolding({ major_ids: [major.id] });
    const res = await post('/admin/delete/major', admin, { id: major.id });
    const body = expectBilingualError(res, 409);
    expect(body.msg).toBe('该专业正被 1 个职位和 1 份简历使用，不能删除；可以合并到其他专业');
    expect(body.msg_en).toContain('used by 1 job(s) and 1 resume(s)');
    const listed = (await majorList({ key_word: `桥梁${tag}` })).data;
    expect(listed).toEqual([expect.objectContaining({ id: major.id, job_count: 1, resume_count: 1 })]);
    expect(await auditEntries({ action: 'major.delete', target_id: major.id })).toHaveLength(0);
  });

  it('refuses a certificate in use with its own message', async () => {
    const cert = (await postForm('/admin/add/cert', admin, fields('注册监理'))).json().data as Item;
    await postJob({ cert_ids: [cert.id] });
    const body = expectBilingualError(await post('/admin/delete/cert', admin, { id: cert.id }), 409);
    expect(body.msg).toBe('该证书正被 1 个职位和 0 份简历使用，不能删除；可以合并到其他证书');
  });

  it('deletes an unused major and audits it', async () => {
    const major = await addMajor('废弃');
    expect((await post('/admin/delete/major', admin, { id: major.id })).statusCode).toBe(200);
    expect((await majorList({ key_word: `废弃${tag}` })).total).toBe(0);
    expect(await auditEntries({ action: 'major.delete', target_id: major.id })).toHaveLength(1);
  });

  it('merges a major into another: jobs and resumes move without duplicates, searches by the target find them', async () => {
    const from = await addMajor('给排水');
    const into = await addMajor('给排水科学与工程');
    const job = await postJob({ major_ids: [from.id] });
    const both = await postJob({ major_ids: [from.id, into.id] });
    const holder = await seekerHolding({ major_ids: [from.id] });
    await seekerHolding({ major_ids: [from.id, into.id] });

    const jobSearch = async (majorId: number) =>
      ((await get('/hunter/search/job', seeker, { major: majorId, p_size: 50 })).json().data as { id: number }[]).map(
        (j) => j.id,
      );
    const talentSearch = async (majorId: number) => {
      const res = await get('/hr/search/user/list', hr, { major: majorId, key_word: tag, p_size: 36 });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: number }[]).map((t) => t.id);
    };
    expect(await jobSearch(into.id)).not.toContain(job);
    expect(await talentSearch(into.id)).not.toContain(holder.id);

    const res = await post('/admin/merge/major', admin, { id: from.id, into_id: into.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: into.id, job_count: 2, resume_count: 2 });

    expect(await jobSearch(into.id)).toEqual(expect.arrayContaining([job, both]));
    expect(await talentSearch(into.id)).toContain(holder.id);
    expect(await jobSearch(from.id)).toEqual([]);
    // The merged name no longer finds the job by keyword; the target's name does.
    const byName = await get('/hunter/search/job', seeker, { key_word: `给排水科学与工程${tag}`, p_size: 50 });
    expect((byName.json().data as { id: number }[]).map((j) => j.id)).toContain(job);
    expect((await majorList({ key_word: `给排水${tag}` })).data.map((m) => m.id)).not.toContain(from.id);
    expect((await get('/user/get/major/list', null)).json().data.map((m: { id: number }) => m.id)).not.toContain(
      from.id,
    );

    const [entry] = await auditEntries({ action: 'major.merge', target_id: from.id });
    expect(entry).toMatchObject({
      summary: `给排水${tag} → 给排水科学与工程${tag}`,
      before: { name: `给排水${tag}`, job_count: 2, resume_count: 2 },
      after: { id: into.id },
    });
  });

  it('merges a certificate: its links move, the talent search by the target finds the holder, its image is deleted', async () => {
    const from = (await postForm('/admin/add/cert', admin, fields('安全员C证'), await drawImage('png'))).json()
      .data as Item;
    const into = (await postForm('/admin/add/cert', admin, fields('安全生产考核合格证'))).json().data as Item;
    const job = await postJob({ cert_ids: [from.id] });
    const holder = await seekerHolding({ cert_ids: [from.id] });

    const res = await post('/admin/merge/cert', admin, { id: from.id, into_id: into.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: into.id, job_count: 1, resume_count: 1 });
    const jobs = (await get('/hunter/search/job', seeker, { cert: into.id, p_size: 50 })).json().data as {
      id: number;
    }[];
    expect(jobs.map((j) => j.id)).toContain(job);
    const talents = await get('/hr/search/user/list', hr, { cert: into.id, key_word: tag, p_size: 36 });
    expect((talents.json().data as { id: number }[]).map((t) => t.id)).toContain(holder.id);
    expect((await app.inject({ method: 'GET', url: from.image_url as string })).statusCode).toBe(404);
    expect(await auditEntries({ action: 'certificate.merge', target_id: from.id })).toHaveLength(1);
  });

  it('refuses a merge into a missing entry and moves nothing', async () => {
    const from = await addMajor('孤立');
    await postJob({ major_ids: [from.id] });
    expectBilingualError(await post('/admin/merge/major', admin, { id: from.id, into_id: 2_000_000_000 }), 404);
    expect((await majorList({ key_word: `孤立${tag}` })).data[0]).toMatchObject({ id: from.id, job_count: 1 });
  });
});

describe('order', () => {
  it('reorders majors; the public list follows at once, and the write is audited', async () => {
    const a = await addMajor('排序甲');
    const b = await addMajor('排序乙');
    const publicIds = async () =>
      ((await get('/user/get/major/list', null)).json().data as { id: number }[]).map((m) => m.id);
    const before = await publicIds();
    expect(before.indexOf(a.id)).toBeLessThan(before.indexOf(b.id));

    const res = await post('/admin/reorder/major', admin, { id_list: [b.id, a.id] });
    expect(res.statusCode, res.body).toBe(200);
    const after = await publicIds();
    expect(after.indexOf(b.id)).toBeLessThan(after.indexOf(a.id));
    expect(after.filter((id) => id !== a.id && id !== b.id)).toEqual(before.filter((id) => id !== a.id && id !== b.id));
    expect(await auditEntries({ action: 'major.reorder' })).not.toHaveLength(0);

    expectBilingualError(await post('/admin/reorder/major', admin, { id_list: [a.id, 2_000_000_000] }), 404);
    expect(await publicIds()).toEqual(after);
  });

  it('sorts by usage, most used first', async () => {
    const used = (await majorList({ sort: 'usage' })).data.map((m) => m.job_count + m.resume_count);
    expect(used).toEqual([...used].sort((x, y) => y - x));
    expect(used[0]).toBeGreaterThan(0);
  });
});

describe.skipIf(!onPostgres())('the catalogue cap under concurrent adds', () => {
  it('stores exactly CATALOG_LIMITS.entries majors when ten adds race past the cap, refusing the rest', async () => {
    const own = await buildTestApp();
    try {
      const root = await createAdmin(own);
      const max = CATALOG_LIMITS.entries;
      await own.database.db.execute(
        sql`insert into majors (name, en_name) select 'cap ' || g, 'cap ' || g from generate_series(1, ${max - 5} - (select count(*)::int from majors)) as g`,
      );
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          own.inject({
            method: 'POST',
            url: '/u/v1/admin/add/major',
            headers: authHeader(root.token),
            payload: fields(`并发专业${i}`),
          }),
        ),
      );
      const refused = answers.filter((res) => res.statusCode !== 200);
      expect(refused).toHaveLength(5);
      for (const res of refused) expectBilingualError(res, 400, formatMessage(MESSAGES.catalogFull.en, { max }));
      const [row] = await own.database.db.select({ n: count() }).from(majors);
      expect(row?.n).toBe(max);
    } finally {
      await own.close();
    }
  });
});
