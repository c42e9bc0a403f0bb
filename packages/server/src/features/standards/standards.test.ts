import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, oilLedger, standardPurchases, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createAdmin, registerUser } from '../../test/factories.ts';
import { expectBilingualError, multipart } from '../../test/http.ts';
import { addStandard, grantOil, resetFixtures, withoutSignupOil } from '../../test/standards.ts';
import { samplePdf } from './sample-pdf.ts';

let app: TestApp;
let seeker: Awaited<ReturnType<typeof registerUser>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  resetFixtures();
  app = await buildTestApp();
  await withoutSignupOil(app);
  seeker = await registerUser(app);
  ids.concrete = await addStandard(app, {
    ch_name: '混凝土结构设计规范',
    en_name: 'Code for Design of Concrete Structures',
    ver: 'GB 50010-2010',
    comment: '2015 年版，结构设计必备',
    description: '适用于房屋和一般构筑物的钢筋混凝土结构设计。',
    crude_num: 30,
  });
  ids.bridge = await addStandard(app, {
    ch_name: '公路桥涵设计通用规范',
    en_name: 'General Specifications for Design of Highway Bridges and Culverts',
    ver: 'JTG D60-2015',
    comment: '公路桥梁荷载',
    crude_num: 0,
  });
  ids.steel = await addStandard(app, {
    ch_name: '钢结构设计标准',
    en_name: 'Standard for design of steel structures',
    ver: 'GB 50017-2017',
    comment: '钢结构',
    crude_num: 20,
  });
});
afterAll(() => app.close());

type Item = { id: number; ch_name: string; purchased: boolean; download_times: number };

const post = (url: string, payload: object, token = seeker.token) =>
  app.inject({ method: 'POST', url, headers: authHeader(token), payload });
const get = (url: string, token = seeker.token) => app.inject({ method: 'GET', url, headers: authHeader(token) });
const search = async (filters: Record<string, unknown>) => {
  const res = await post('/u/v1/user/search/standard', { pn: 1, psize: 50, ...filters });
  expect(res.statusCode).toBe(200);
  return (res.json().data as Item[]).map((s) => s.id);
};

describe('standards search and list', () => {
  it.each([
    ['ch_name', '混凝土', ['concrete']],
    ['ch_name', '桥', ['bridge']],
    ['ch_name', '结构', ['concrete', 'steel']],
    ['ch_name', '设计', ['concrete', 'bridge', 'steel']],
    ['en_name', 'CONCRETE', ['concrete']],
    ['en_name', 'oncre', ['concrete']],
    ['en_name', 'design of steel', ['steel']],
    ['ver', 'GB 500', ['concrete', 'steel']],
    ['ver', '5001', ['concrete', 'steel']],
    ['ver', '50010-2010', ['concrete']],
    ['ver', 'jtg', ['bridge']],
    ['comment', '荷载', ['bridge']],
    ['comment', '2015', ['concrete']],
    ['comment', '钢', ['steel']],
  ])('finds by %s "%s"', async (field, text, expected) => {
    const found = await search({ [field]: text });
    expect(found.sort()).toEqual(expected.map((name) => ids[name]).sort());
  });

  it('combines fields, and a field never matches another field’s text', async () => {
    expect(await search({ ch_name: '结构', ver: '2017' })).toEqual([ids.steel]);
    expect(await search({ ch_name: '混凝土', ver: 'JTG' })).toEqual([]);
    // 荷载 is in the bridge's comment, not its name.
    expect(await search({ ch_name: '荷载' })).toEqual([]);
    // % and _ mean themselves.
    expect(await search({ ch_name: '%' })).toEqual([]);
  });

  it('answers each standard with the caller’s purchased flag (true for free ones)', async () => {
    const res = await post('/u/v1/user/search/standard', { pn: 1, psize: 10, ver: 'GB 500' });
    const body = res.json();
    expect(body).toMatchObject({ code: 0, total: 2 });
    expect(body.total_capped).toBeUndefined();
    const concrete = body.data.find((s: Item) => s.id === ids.concrete);
    expect(concrete).toMatchObject({
      ch_name: '混凝土结构设计规范',
      en_name: 'Code for Design of Concrete Structures',
      ver: 'GB 50010-2010',
      crude_num: 30,
      purchased: false,
      download_times: 0,
    });
    expect(concrete.file_size).toBeGreaterThan(300);
    const free = (await search({ ch_name: '桥' }))[0];
    const list = (await post('/u/v1/user/get/standard/list', { pn: 1, psize: 10 })).json().data as Item[];
    expect(list.find((s) => s.id === free)?.purchased).toBe(true);
  });

  it('lists newest first and pages to the edges', async () => {
    for (let i = 0; i < 10; i += 1) await addStandard(app, { ch_name: `分页规范${i}`, ver: `T ${i}` });
    const page = (pn: number, psize: number) => post('/u/v1/user/get/standard/list', { pn, psize });
    const first = (await page(1, 10)).json();
    expect(first.total).toBe(13);
    expect(first.data).toHaveLength(10);
    expect(first.data[0].ch_name).toBe('分页规范9');
    const second = (await page(2, 10)).json();
    expect(second.data.map((s: Item) => s.id)).toEqual([ids.steel, ids.bridge, ids.concrete]);
    expect((await page(3, 10)).json()).toMatchObject({ data: [], total: 13 });
    expect((await page(1, 50)).json().data).toHaveLength(13);
    // Form bodies work too, and psize defaults to 10.
    const form = await app.inject({
      method: 'POST',
      url: '/u/v1/user/get/standard/list',
      headers: { ...authHeader(seeker.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'pn=2',
    });
    expect(form.json().data).toHaveLength(3);
    const multi = multipart({ pn: 1, psize: 20 });
    const asMultipart = await app.inject({
      method: 'POST',
      url: '/u/v1/user/get/standard/list',
      payload: multi.payload,
      headers: { ...multi.headers, ...authHeader(seeker.token) },
    });
    expect(asMultipart.json().data).toHaveLength(13);
  });

  it.each([
    [{ pn: 0, psize: 10 }, 'The page number must be a whole number from 1'],
    [{ pn: 1, psize: 15 }, 'Page size must be 10, 20, 30 or 50'],
    [{ pn: 'x', psize: 10 }, 'The page number must be a whole number from 1'],
    [{ pn: 1001, psize: 10 }, undefined],
    [{ pn: 1, psize: 10, ch_name: '长'.repeat(101) }, 'A filter must be at most 100 characters'],
    [{ pn: 1, psize: 10, en_name: 42 }, 'A filter must be at most 100 characters'],
  ])('refuses %j with a bilingual 400', async (body, msgEn) => {
    expectBilingualError(await post('/u/v1/user/search/standard', body), 400, msgEn);
  });

  it('requires a session', async () => {
    const res = await app.inject({ method: 'POST', url: '/u/v1/user/search/standard', payload: { pn: 1 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('a standard’s detail', () => {
  it('answers the description, and refuses missing or malformed ids', async () => {
    const detail = (await get(`/u/v1/user/get/standard?id=${ids.concrete}`)).json().data;
    expect(detail).toMatchObject({ id: ids.concrete, description: '适用于房屋和一般构筑物的钢筋混凝土结构设计。' });
    expectBilingualError(await get('/u/v1/user/get/standard?id=999999'), 404);
    expectBilingualError(await get('/u/v1/user/get/standard?id=abc'), 400, 'Invalid standard id');
    expectBilingualError(await get('/u/v1/user/get/standard?id=2147483648'), 400, 'Invalid standard id');
    expectBilingualError(await get('/u/v1/user/get/standard'), 400, 'Invalid standard id');
  });
});

describe('download', () => {
  it('sends a free standard’s PDF with its Chinese file name, and counts each download', async () => {
    const res = await get(`/u/v1/user/download/standard?id=${ids.bridge}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.pdf"; filename\*=UTF-8''/);
    const encoded = disposition.split("filename*=UTF-8''")[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('公路桥涵设计通用规范 JTG D60-2015.pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await get(`/u/v1/user/download/standard?id=${ids.bridge}`);
    const detail = (await get(`/u/v1/user/get/standard?id=${ids.bridge}`)).json().data;
    expect(detail.download_times).toBe(2);
    // The detail page's first-page preview is not a download.
    const preview = await get(`/u/v1/user/download/standard?id=${ids.bridge}&preview=1`);
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(`/u/v1/user/get/standard?id=${ids.bridge}`)).json().data.download_times).toBe(2);
    expectBilingualError(await get(`/u/v1/user/download/standard?id=${ids.bridge}&preview=yes`), 400);
  });

  it('refuses a paid standard until it is bought, then sends it again without charging', async () => {
    const buyer = await registerUser(app);
    const refused = await get(`/u/v1/user/download/standard?id=${ids.steel}`, buyer.token);
    expectBilingualError(refused, 403, 'Buy this standard before downloading it');
    expect((await get(`/u/v1/user/get/standard?id=${ids.steel}`)).json().data.download_times).toBe(0);
    await grantOil(app, buyer.id, 20);
    expect((await post('/u/v1/user/buy/standard', { id: ids.steel }, buyer.token)).json().data).toEqual({
      balance: 0,
      charged: 20,
    });
    for (let i = 0; i < 2; i += 1) {
      const res = await get(`/u/v1/user/download/standard?id=${ids.steel}`, buyer.token);
      expect(res.statusCode).toBe(200);
    }
    const balance = (await get('/u/v1/user/get/crude/and/profile', buyer.token)).json().data.crude_num;
    expect(balance).toBe(0);
    // Bought by one user, still refused to another.
    expect((await get(`/u/v1/user/download/standard?id=${ids.steel}`)).statusCode).toBe(403);
  });

  it('answers 404 for a missing standard and 400 for a malformed id', async () => {
    expectBilingualError(await get('/u/v1/user/download/standard?id=987654'), 404);
    expectBilingualError(await get('/u/v1/user/download/standard?id=-1'), 400);
  });
});

describe('purchase', () => {
  const ledgerRows = async (userId: number) =>
    (await app.database.db.select({ n: count() }).from(oilLedger).where(eq(oilLedger.userId, userId)))[0]?.n;

  it('refuses with too little oil, stating balance and price, and writes nothing', async () => {
    const buyer = await registerUser(app);
    await grantOil(app, buyer.id, 29);
    const res = await post('/u/v1/user/buy/standard', { id: ids.concrete }, buyer.token);
    const body = expectBilingualError(res, 400, 'Not enough oil: your balance is 29, the price is 30');
    expect(body.msg).toBe('油量不足：当前余额 29，需要 30');
    const db = app.database.db;
    const bought = await db
      .select({ n: count() })
      .from(standardPurchases)
      .where(eq(standardPurchases.userId, buyer.id));
    expect(bought[0]?.n).toBe(0);
    expect(await ledgerRows(buyer.id)).toBe(1); // the grant only
    const [user] = await db.select({ crude: users.crudeNum }).from(users).where(eq(users.id, buyer.id));
    expect(user?.crude).toBe(29);
  });

  it('charges once: a repeat purchase and a free standard charge 0; the buyer is told; my standards and ledger', async () => {
    const buyer = await registerUser(app);
    await grantOil(app, buyer.id, 100);
    const buy = (id: number | undefined) => post('/u/v1/user/buy/standard', { id }, buyer.token);
    expect((await buy(ids.concrete)).json().data).toEqual({ balance: 70, charged: 30 });
    expect((await buy(ids.concrete)).json().data).toEqual({ balance: 70, charged: 0 });
    expect((await buy(ids.bridge)).json().data).toEqual({ balance: 70, charged: 0 });
    expectBilingualError(await buy(999999), 404);
    expectBilingualError(await post('/u/v1/user/buy/standard', { id: 'x' }, buyer.token), 400);
    expect(await ledgerRows(buyer.id)).toBe(2);

    const told = await app.database.db
      .select({ content: messages.content, en: messages.contentEn, event: messages.eventId })
      .from(messages)
      .where(and(eq(messages.userId, buyer.id), eq(messages.messageType, 'standard_purchased')));
    expect(told).toEqual([
      {
        content: '您已使用 30 油购买标准《混凝土结构设计规范 GB 50010-2010》，当前余额 70',
        en: 'You bought the standard "混凝土结构设计规范 GB 50010-2010" for 30 oil; your balance is 70',
        event: ids.concrete,
      },
    ]);

    const mine = (await get('/u/v1/user/get/my/standards?pn=1&psize=10', buyer.token)).json();
    expect(mine.total).toBe(1);
    expect(mine.data[0]).toMatchObject({ id: ids.concrete, purchased: true, purchase_time: expect.any(String) });
    const ledger = (await get('/u/v1/user/get/oil/ledger?pn=1&psize=10', buyer.token)).json();
    expect(ledger.total).toBe(2);
    expect(ledger.data[0]).toMatchObject({
      amount: -30,
      reason: 'purchase',
      balance_after: 70,
      standard_id: ids.concrete,
      standard_name: '混凝土结构设计规范',
    });
    expect(ledger.data[1]).toMatchObject({
      amount: 100,
      reason: 'admin_grant',
      standard_id: null,
      standard_name: null,
    });
    const list = (
      await post('/u/v1/user/search/standard', { pn: 1, psize: 10, ch_name: '混凝土' }, buyer.token)
    ).json();
    expect(list.data[0].purchased).toBe(true);
    expectBilingualError(await get('/u/v1/user/get/oil/ledger?psize=7', buyer.token), 400);
  });
});

describe('upload', () => {
  const fields = {
    ch_name: '建筑抗震设计规范',
    en_name: 'Code for seismic design of buildings',
    ver: 'GB 50011-2010',
    comment: '抗震',
  };
  const upload = (token: string, file?: { filename: string; data: Buffer }, extra: Record<string, string> = {}) => {
    const body = multipart({ ...fields, ...extra }, file);
    return app.inject({
      method: 'POST',
      url: '/u/v1/user/upload/standard',
      payload: body.payload,
      headers: { ...body.headers, ...authHeader(token) },
    });
  };
  const pdf: { filename: string; data: Buffer } = { filename: '抗震.pdf', data: Buffer.alloc(0) };
  beforeAll(async () => {
    pdf.data = await samplePdf(['Seismic']);
  });

  it('stores an administrator’s PDF, searchable at once', async () => {
    const admin = await createAdmin(app);
    const res = await upload(admin.token, pdf, { description: '抗震设防', crude_num: '15' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ...fields,
      crude_num: 15,
      description: '抗震设防',
      file_size: pdf.data.length,
    });
    expect(await search({ ch_name: '抗震' })).toEqual([res.json().data.id]);
    const file = await get(`/u/v1/user/download/standard?id=${res.json().data.id}`, admin.token);
    expect(file.rawPayload.equals(pdf.data)).toBe(true);
  });

  it('refuses a non-PDF renamed .pdf, another type, a missing file and bad fields', async () => {
    const admin = await createAdmin(app);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0]);
    expectBilingualError(await upload(admin.token, { filename: 'fake.pdf', data: png }), 400);
    expectBilingualError(await upload(admin.token, { filename: 'text.pdf', data: Buffer.from('hello world') }), 400);
    expectBilingualError(await upload(admin.token, { filename: 'doc.txt', data: pdf.data }), 400);
    expectBilingualError(await upload(admin.token), 400, 'Please upload the standard file');
    expectBilingualError(await upload(admin.token, pdf, { crude_num: '-1' }), 400);
    const noName = multipart({ en_name: 'x', ver: 'y', comment: 'z' }, pdf);
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/user/upload/standard',
      payload: noName.payload,
      headers: { ...noName.headers, ...authHeader(admin.token) },
    });
    expectBilingualError(res, 400, 'Please enter the Chinese name of the standard');
    expect(await search({ ch_name: '抗震' })).toHaveLength(1);
  });

  it('refuses anyone but an administrator', async () => {
    expectBilingualError(await upload(seeker.token, pdf), 403);
    const hr = await registerUser(app, { role: '2' });
    expectBilingualError(await upload(hr.token, pdf), 403);
    expect((await upload('', pdf)).statusCode).toBe(401);
  });
});
