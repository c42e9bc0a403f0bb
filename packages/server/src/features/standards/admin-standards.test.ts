import { ROLES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oilLedger, standardPurchases, standards } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createAdmin, registerUser } from '../../test/factories.ts';
import { expectBilingualError, multipart } from '../../test/http.ts';
import { addStandard, grantOil, resetFixtures, withoutSignupOil } from '../../test/standards.ts';
import { samplePdf } from './sample-pdf.ts';

let app: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let seeker: Awaited<ReturnType<typeof registerUser>>;
let hr: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  resetFixtures();
  app = await buildTestApp();
  await withoutSignupOil(app);
  admin = await createAdmin(app);
  seeker = await registerUser(app);
  hr = await registerUser(app, { role: ROLES.hr });
});
afterAll(() => app.close());

type Item = { id: number; ch_name: string; download_times: number; crude_num: number; purchase_count: number };

const post = (url: string, payload: object, token = admin.token) =>
  app.inject({ method: 'POST', url, headers: authHeader(token), payload });
const get = (url: string, token = admin.token) => app.inject({ method: 'GET', url, headers: authHeader(token) });
const adminList = (query: string, token = admin.token) => get(`/u/v1/admin/get/standard/list?${query}`, token);
const listIds = async (query: string) => {
  const res = await adminList(query);
  expect(res.statusCode).toBe(200);
  return (res.json().data as Item[]).map((s) => s.id);
};
const userSearch = async (filters: Record<string, string>, token = seeker.token) => {
  const res = await post('/u/v1/user/search/standard', { pn: 1, psize: 50, ...filters }, token);
  expect(res.statusCode).toBe(200);
  return (res.json().data as Item[]).map((s) => s.id);
};
const replaceFile = (
  token: string,
  fields: Record<string, string | number>,
  file?: { filename: string; data: Buffer },
) => {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/u/v1/admin/replace/standard/file',
    payload: body.payload,
    headers: { ...body.headers, ...authHeader(token) },
  });
};
const auditOf = async (id: number) =>
  (await get(`/u/v1/admin/get/audit/list?target_type=standard&target_id=${id}`)).json().data as Array<{
    action: string;
    actor_id: number;
    summary: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>;
const rowOf = async (id: number) => {
  const [row] = await app.database.db.select().from(standards).where(eq(standards.id, id));
  if (!row) throw new Error(`no standard ${id}`);
  return row;
};
const edit = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  ch_name: '建筑给水排水设计标准',
  en_name: 'Standard for design of building water supply and drainage',
  ver: 'GB 50015-2019',
  comment: '给排水',
  crude_num: 12,
  ...fields,
});

describe('every admin standards call refuses anonymous, job seeker and HR callers', () => {
  it.each([
    ['GET', '/u/v1/admin/get/standard/list'],
    ['POST', '/u/v1/admin/update/standard'],
    ['POST', '/u/v1/admin/replace/standard/file'],
    ['POST', '/u/v1/admin/delete/standard'],
  ])('%s %s', async (method, url) => {
    const id = await addStandard(app, { ch_name: '权限测试规范' });
    const payload = method === 'POST' ? edit(id) : undefined;
    expect((await app.inject({ method: method as 'GET', url, payload })).statusCode).toBe(401);
    for (const user of [seeker, hr]) {
      const res = await app.inject({ method: method as 'GET', url, payload, headers: authHeader(user.token) });
      expectBilingualError(res, 403);
    }
    expect((await rowOf(id)).chName).toBe('权限测试规范');
    expect((await rowOf(id)).deletedAt).toBeNull();
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('the admin list (GET /u/v1/admin/get/standard/list)', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    ids = {
      road: await addStandard(app, { ch_name: '城镇道路工程施工规范', ver: 'CJJ 1-2008', crude_num: 5 }),
      tunnel: await addStandard(app, { ch_name: '公路隧道设计规范', en_name: 'Road tunnel code', crude_num: 40 }),
      pipe: await addStandard(app, { ch_name: '管道安装规范', comment: '城镇管网', crude_num: 0 }),
    };
    await app.database.db
      .update(standards)
      .set({ downloadTimes: 7 })
      .where(eq(standards.id, ids.tunnel as number));
    await app.database.db
      .update(standards)
      .set({ downloadTimes: 3 })
      .where(eq(standards.id, ids.pipe as number));
  });

  it('finds a keyword in any of the four names, sorts by downloads or price, and answers purchase counts', async () => {
    expect((await listIds('key_word=城镇')).sort()).toEqual([ids.road, ids.pipe].sort());
    expect(await listIds('key_word=tunnel')).toEqual([ids.tunnel]);
    expect(await listIds('key_word=CJJ%201')).toEqual([ids.road]);
    expect(await listIds('key_word=%25')).toEqual([]);
    const inThree = `key_word=${encodeURIComponent('规范')}&p_size=50`;
    const byDownloads = await listIds(`${inThree}&sort=downloads`);
    expect(byDownloads.slice(0, 2)).toEqual([ids.tunnel, ids.pipe]);
    const byPrice = await listIds(`${inThree}&sort=price&order=asc`);
    expect(byPrice.indexOf(ids.pipe as number)).toBeLessThan(byPrice.indexOf(ids.road as number));
    expect(byPrice.indexOf(ids.road as number)).toBeLessThan(byPrice.indexOf(ids.tunnel as number));

    await grantOil(app, seeker.id, 100);
    expect((await post('/u/v1/user/buy/standard', { id: ids.tunnel }, seeker.token)).statusCode).toBe(200);
    const res = (await adminList('key_word=tunnel')).json();
    expect(res).toMatchObject({ code: 0, total: 1 });
    expect(res.data[0]).toMatchObject({
      id: ids.tunnel,
      download_times: 7,
      crude_num: 40,
      purchase_count: 1,
      file_size: expect.any(Number),
      description: '',
    });
    expect(res.data[0].purchased).toBeUndefined();
  });

  it.each([
    ['sort=name', 'Sort by upload time, downloads or price'],
    ['order=up', 'The order must be ascending or descending'],
    ['p_size=15', 'Page size must be 10, 20, 30 or 50'],
    [`key_word=${'长'.repeat(101)}`, 'A filter must be at most 100 characters'],
    ['pn=1001&p_size=10', undefined],
  ])('refuses %s with a bilingual 400', async (query, msgEn) => {
    expectBilingualError(await adminList(query), 400, msgEn);
  });
});

describe('edit (POST /u/v1/admin/update/standard)', () => {
  it('renames (the search finds the new name at once, not the old), changes the next purchase’s price, audited', async () => {
    const id = await addStandard(app, { ch_name: '旧名称标准', en_name: 'Old name', crude_num: 10 });
    const early = await registerUser(app);
    await grantOil(app, early.id, 100);
    expect((await post('/u/v1/user/buy/standard', { id }, early.token)).json().data.charged).toBe(10);

    const res = await post('/u/v1/admin/update/standard', edit(id, { description: '  建筑给排水  ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ...edit(id), description: '建筑给排水', purchase_count: 1 });
    expect(await userSearch({ ch_name: '给水排水' })).toEqual([id]);
    expect(await userSearch({ ch_name: '旧名称' })).toEqual([]);
    expect(await userSearch({ en_name: 'Old name' })).toEqual([]);
    expect(await listIds('key_word=50015')).toEqual([id]);

    const late = await registerUser(app);
    await grantOil(app, late.id, 100);
    expect((await post('/u/v1/user/buy/standard', { id }, late.token)).json().data).toEqual({
      balance: 88,
      charged: 12,
    });
    const prices = await app.database.db
      .select({ price: standardPurchases.price })
      .from(standardPurchases)
      .where(eq(standardPurchases.standardId, id));
    expect(prices.map((p) => p.price).sort()).toEqual([10, 12]);

    // Left out, the description stays; 0 makes it free.
    await post('/u/v1/admin/update/standard', edit(id, { crude_num: 0 }));
    const detail = (await get(`/u/v1/user/get/standard?id=${id}`, seeker.token)).json().data;
    expect(detail).toMatchObject({ crude_num: 0, purchased: true, description: '建筑给排水' });

    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual(['standard.update', 'standard.update']);
    expect(entries[1]).toMatchObject({
      actor_id: admin.id,
      summary: '建筑给水排水设计标准 GB 50015-2019',
      before: { ch_name: '旧名称标准', crude_num: 10 },
      after: { ch_name: '建筑给水排水设计标准', crude_num: 12 },
    });
  });

  it.each([
    [{ ch_name: '' }, 'Please enter the Chinese name of the standard'],
    [{ ch_name: '长'.repeat(201) }, undefined],
    [{ crude_num: -1 }, undefined],
    [{ crude_num: 100_001 }, undefined],
    [{ crude_num: 1.5 }, undefined],
    [{ crude_num: undefined }, 'Please enter a price (0 means free)'],
    [{ id: 'x' }, 'Invalid standard id'],
  ])('refuses %j with a bilingual 400 and changes nothing', async (fields, msgEn) => {
    const id = await addStandard(app, { ch_name: '不变标准', crude_num: 3 });
    expectBilingualError(await post('/u/v1/admin/update/standard', edit(id, fields)), 400, msgEn);
    expect(await rowOf(id)).toMatchObject({ chName: '不变标准', crudeNum: 3 });
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers 404 for a missing or removed standard', async () => {
    expectBilingualError(await post('/u/v1/admin/update/standard', edit(987_654)), 404);
    const id = await addStandard(app);
    await post('/u/v1/admin/delete/standard', { id });
    expectBilingualError(await post('/u/v1/admin/update/standard', edit(id)), 404);
  });
});

describe('replace the file (POST /u/v1/admin/replace/standard/file)', () => {
  it('stores the new PDF, deletes the old one, keeps buyers’ access; audited', async () => {
    const id = await addStandard(app, { ch_name: '换文件标准', crude_num: 20 });
    const buyer = await registerUser(app);
    await grantOil(app, buyer.id, 20);
    await post('/u/v1/user/buy/standard', { id }, buyer.token);
    const oldKey = (await rowOf(id)).fileKey;
    const fresh = await samplePdf(['Second edition', 'with corrections']);

    const res = await replaceFile(admin.token, { id }, { filename: 'new.pdf', data: fresh });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, file_size: fresh.length, purchase_count: 1 });
    const download = await get(`/u/v1/user/download/standard?id=${id}`, buyer.token);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(fresh)).toBe(true);
    expect(await app.storage.get(oldKey)).toBeNull();
    expect((await get('/u/v1/user/get/crude/and/profile', buyer.token)).json().data.crude_num).toBe(0);

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'standard.replace_file', after: { file_size: fresh.length } });
  });

  it('refuses a non-PDF, a missing file, a bad or unknown id; the old file stays and nothing is logged', async () => {
    const id = await addStandard(app, { ch_name: '不换文件标准' });
    const before = await rowOf(id);
    const pdf = { filename: 'x.pdf', data: await samplePdf(['x']) };
    expectBilingualError(
      await replaceFile(admin.token, { id }, { filename: 'x.pdf', data: Buffer.from('hello') }),
      400,
    );
    expectBilingualError(await replaceFile(admin.token, { id }, { filename: 'x.txt', data: pdf.data }), 400);
    expectBilingualError(await replaceFile(admin.token, { id }), 400, 'Please upload the standard file');
    expectBilingualError(await replaceFile(admin.token, { id: 'abc' }, pdf), 400, 'Invalid standard id');
    expectBilingualError(await replaceFile(admin.token, { id: 987_654 }, pdf), 404);
    expect(await rowOf(id)).toMatchObject({ fileKey: before.fileKey, fileSize: before.fileSize });
    expect(await app.storage.get(before.fileKey)).not.toBeNull();
    expect(await auditOf(id)).toEqual([]);
    expectBilingualError(await replaceFile(seeker.token, { id }, pdf), 403);
  });
});

describe('remove (POST /u/v1/admin/delete/standard)', () => {
  it('takes it off search, lists and detail, deletes its file; the ledger still names it; audited', async () => {
    const id = await addStandard(app, { ch_name: '待删除标准', ver: 'DEL 1-2020', crude_num: 15 });
    const buyer = await registerUser(app);
    await grantOil(app, buyer.id, 15);
    await post('/u/v1/user/buy/standard', { id }, buyer.token);
    const key = (await rowOf(id)).fileKey;

    const res = await post('/u/v1/admin/delete/standard', { id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: 'ok', data: null });
    expect(await userSearch({ ch_name: '待删除' })).toEqual([]);
    expect(await listIds('key_word=待删除')).toEqual([]);
    expectBilingualError(await get(`/u/v1/user/get/standard?id=${id}`, buyer.token), 404);
    expectBilingualError(await get(`/u/v1/user/download/standard?id=${id}`, buyer.token), 404);
    expect(await app.storage.get(key)).toBeNull();
    expect((await rowOf(id)).searchTokens).toEqual([]);

    // The purchase and the ledger row stay: the buyer's ledger still names what was paid for.
    const ledger = (await get('/u/v1/user/get/oil/ledger?pn=1&psize=10', buyer.token)).json().data;
    expect(ledger[0]).toMatchObject({ reason: 'purchase', amount: -15, standard_id: id, standard_name: '待删除标准' });
    const bought = await app.database.db.select().from(standardPurchases).where(eq(standardPurchases.standardId, id));
    expect(bought).toHaveLength(1);
    const rows = await app.database.db.select().from(oilLedger).where(eq(oilLedger.standardId, id));
    expect(rows).toHaveLength(1);
    // My standards lists what can be downloaded: a removed one is gone from it.
    expect((await get('/u/v1/user/get/my/standards?pn=1&psize=10', buyer.token)).json().total).toBe(0);

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'standard.delete',
      summary: '待删除标准 DEL 1-2020',
      before: { ch_name: '待删除标准' },
      after: null,
    });
    // Twice: 404, nothing more logged.
    expectBilingualError(await post('/u/v1/admin/delete/standard', { id }), 404);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('refuses a bad id with a bilingual 400', async () => {
    expectBilingualError(await post('/u/v1/admin/delete/standard', { id: 0 }), 400, 'Invalid standard id');
    expectBilingualError(await post('/u/v1/admin/delete/standard', {}), 400, 'Invalid standard id');
  });
});

describe('the upload is audited', () => {
  it('records standard.create with the new standard', async () => {
    const body = multipart(
      { ch_name: '审计上传标准', en_name: 'Audited upload', ver: 'AU 1', comment: '审计' },
      { filename: 'a.pdf', data: await samplePdf(['Audited']) },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/user/upload/standard',
      payload: body.payload,
      headers: { ...body.headers, ...authHeader(admin.token) },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id;
    expect(await auditOf(id)).toMatchObject([
      { action: 'standard.create', summary: '审计上传标准 AU 1', after: { ch_name: '审计上传标准' } },
    ]);
  });
});
