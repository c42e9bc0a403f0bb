import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createAdmin, registerUser } from '../../test/factories.ts';
import { expectBilingualError, multipart } from '../../test/http.ts';
import { drawImage } from '../../test/media.ts';

/** The administrators' home carousel: add, edit, reorder, delete; the public list follows at once. */
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = (await createAdmin(app)).token;
});
afterAll(() => app.close());

type Slide = { id: number; url: string; link: string; title: string; en_title: string; position: number };
type AuditRow = { action: string; target_id: number | null; summary: string; before: unknown; after: unknown };

const png = () => drawImage('png', 320, 160);

async function add(fields: Record<string, string | number>, file?: { filename: string; data: Buffer }) {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/u/v1/admin/add/slide',
    ...body,
    headers: { ...body.headers, ...authHeader(admin) },
  });
}

async function added(title: string, extra: Record<string, string | number> = {}): Promise<Slide> {
  const res = await add(
    { title, en_title: `${title} en`, link: '/jobs', ...extra },
    { filename: 's.png', data: await png() },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Slide;
}

const post = (url: string, payload: Record<string, unknown>, token: string | null = admin) =>
  app.inject({ method: 'POST', url, payload, headers: token ? authHeader(token) : {} });

/** The public carousel, as the home page reads it (no token). */
async function publicTitles() {
  const res = await app.inject({ method: 'GET', url: '/u/v1/user/get/slide/pic' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control'] ?? '').not.toMatch(/max-age=[1-9]/);
  return (res.json().data as Slide[]).map((s) => s.title);
}

async function adminList() {
  const res = await app.inject({ method: 'GET', url: '/u/v1/admin/get/slide/list', headers: authHeader(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Slide[];
}

async function auditOf(action: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/u/v1/admin/get/audit/list?action=${action}`,
    headers: authHeader(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AuditRow[];
}

const keyOf = (url: string) => url.replace(/^\/files\//, '').split('?')[0] ?? '';

async function clear() {
  for (const slide of await adminList()) await post('/u/v1/admin/delete/slide', { id: slide.id });
}

describe('adding slides', () => {
  it('stores the image, puts the slide last or at its position, shows it publicly at once, and audits it', async () => {
    await clear();
    const first = await added('春季招聘');
    expect(first).toMatchObject({ title: '春季招聘', en_title: '春季招聘 en', link: '/jobs', position: 1 });
    expect(first.url).toMatch(/^\/files\/slides\/\d+\/[0-9a-f-]+\.png$/);
    expect(await app.storage.size(keyOf(first.url))).toBeGreaterThan(0);
    const image = await app.inject({ method: 'GET', url: first.url });
    expect(image.statusCode).toBe(200);

    await added('标准商城');
    const top = await added('油田证书', { position: 1, link: 'https://example.com/cert?a=1' });
    expect(top.position).toBe(1);
    expect(await publicTitles()).toEqual(['油田证书', '春季招聘', '标准商城']);

    const [entry] = await auditOf('slide.create');
    expect(entry).toMatchObject({ target_id: top.id, summary: '油田证书', after: { title: '油田证书', position: 1 } });
  });

  it('refuses a missing image, a file that is not an image, an oversized picture and bad fields with a bilingual 400', async () => {
    await clear();
    const fields = { title: '标题', link: '/jobs' };
    expectBilingualError(await add(fields), 400, 'Please upload the slide image');
    expectBilingualError(await add(fields, { filename: 's.png', data: Buffer.from('%PDF-1.4 not an image') }), 400);
    expectBilingualError(await add(fields, { filename: 's.gif', data: await png() }), 400);
    expectBilingualError(await add(fields, { filename: 'wide.png', data: await drawImage('png', 12_500, 2) }), 400);
    const image = { filename: 's.png', data: await png() };
    expectBilingualError(await add({ ...fields, title: ' ' }, image), 400, 'Please enter a title');
    for (const link of ['javascript:alert(1)', '//evil.example.com', 'ftp://x.cn', `/${'a'.repeat(600)}`]) {
      expectBilingualError(await add({ ...fields, link }, image), 400);
    }
    expectBilingualError(await add({ ...fields, position: 0 }, image), 400);
    expect(await publicTitles()).toEqual([]);
  });
});

describe('editing, reordering and deleting', () => {
  it('edits texts, moves a slide, replaces its image (the old one deleted) and audits before/after', async () => {
    await clear();
    const a = await added('甲');
    const b = await added('乙');
    const body = multipart(
      { id: a.id, title: '甲改', en_title: 'A2', link: 'https://example.com', position: 2 },
      { filename: 'n.webp', data: await drawImage('webp', 200, 100) },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/admin/update/slide',
      ...body,
      headers: { ...body.headers, ...authHeader(admin) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().data as Slide;
    expect(edited).toMatchObject({ title: '甲改', en_title: 'A2', link: 'https://example.com', position: 2 });
    expect(edited.url).not.toBe(a.url);
    expect(await app.storage.size(keyOf(a.url))).toBeNull();
    expect(await publicTitles()).toEqual(['乙', '甲改']);

    // JSON without an image keeps it.
    const json = await post('/u/v1/admin/update/slide', { id: b.id, title: '乙改', en_title: '', link: '' });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().data).toMatchObject({ url: b.url, title: '乙改', link: '', position: 1 });

    const [entry] = await auditOf('slide.update');
    expect(entry).toMatchObject({ target_id: b.id, before: { title: '乙' }, after: { title: '乙改', link: '' } });
    expectBilingualError(await post('/u/v1/admin/update/slide', { id: 999_999, title: 'x' }), 404);
  });

  it('reorders every slide in one call; a list that misses or repeats a slide changes nothing', async () => {
    await clear();
    const [a, b, c] = [await added('一'), await added('二'), await added('三')];
    const res = await post('/u/v1/admin/reorder/slide', { id_list: [c.id, a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as Slide[]).map((s) => [s.title, s.position])).toEqual([
      ['三', 1],
      ['一', 2],
      ['二', 3],
    ]);
    expect(await publicTitles()).toEqual(['三', '一', '二']);
    const [entry] = await auditOf('slide.reorder');
    expect(entry).toMatchObject({ before: { id_list: [a.id, b.id, c.id] }, after: { id_list: [c.id, a.id, b.id] } });

    for (const id_list of [[a.id, b.id], [a.id, b.id, c.id, 999_999], [a.id, a.id, b.id], 'x', []]) {
      expectBilingualError(await post('/u/v1/admin/reorder/slide', { id_list }), 400);
    }
    expect(await publicTitles()).toEqual(['三', '一', '二']);
  });

  it('deletes a slide and its stored image; the others close up', async () => {
    await clear();
    const [a, b] = [await added('留'), await added('删')];
    await post('/u/v1/admin/reorder/slide', { id_list: [b.id, a.id] });
    const res = await post('/u/v1/admin/delete/slide', { id: b.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await app.storage.size(keyOf(b.url))).toBeNull();
    expect((await adminList()).map((s) => [s.title, s.position])).toEqual([['留', 1]]);
    const [entry] = await auditOf('slide.delete');
    expect(entry).toMatchObject({ target_id: b.id, summary: '删', before: { title: '删' } });
    expectBilingualError(await post('/u/v1/admin/delete/slide', { id: b.id }), 404);
    expectBilingualError(await post('/u/v1/admin/delete/slide', { id: 'abc' }), 400);
  });
});

describe('every admin slide call is for administrators only', () => {
  it('refuses anonymous (401), job seeker and HR (403) callers', async () => {
    await clear();
    const slide = await added('保留');
    const [seeker, hr] = [await registerUser(app, { role: '3' }), await registerUser(app, { role: '2' })];
    const image = await png();
    const calls: [string, string, (token: string | null) => Record<string, unknown>][] = [
      ['GET', '/u/v1/admin/get/slide/list', () => ({})],
      ['POST', '/u/v1/admin/add/slide', () => multipart({ title: '新' }, { filename: 's.png', data: image })],
      ['POST', '/u/v1/admin/update/slide', () => ({ payload: { id: slide.id, title: '改' } })],
      ['POST', '/u/v1/admin/delete/slide', () => ({ payload: { id: slide.id } })],
      ['POST', '/u/v1/admin/reorder/slide', () => ({ payload: { id_list: [slide.id] } })],
    ];
    for (const [method, url, request] of calls) {
      for (const [token, status] of [
        [null, 401],
        [seeker.token, 403],
        [hr.token, 403],
      ] as const) {
        const built = request(token) as { headers?: Record<string, string> };
        const headers = { ...(built.headers ?? {}), ...(token ? authHeader(token) : {}) };
        const res = await app.inject({ method: method as 'GET' | 'POST', url, ...built, headers });
        expectBilingualError(res, status);
      }
    }
    expect(await publicTitles()).toEqual(['保留']);
  });
});
