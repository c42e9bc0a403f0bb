import { formatMessage, HOMEPAGE_LIMITS, type HomepageSection, MESSAGES, ROLES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { onPostgres } from '../../test/database.ts';
import { authHeader, createAdmin, registerUser } from '../../test/factories.ts';
import { expectBilingualError, multipart } from '../../test/http.ts';
import { drawImage } from '../../test/media.ts';

let app: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(() => app.close());

type Item = { id: number; section: string; title: string; image_url: string | null; position: number };

const png = () => drawImage('png', 320, 120);
const fields = (section: string, title: string, extra: Record<string, string> = {}) => ({
  section,
  title,
  en_title: `${title} (en)`,
  body: `${title}的介绍`,
  en_body: `About ${title}`,
  ...extra,
});

/** An item as the demo seed writes it (no link). */
const seedItem = (section: HomepageSection, title: string) => ({ ...fields(section, title), section, link: '' });

async function add(values: Record<string, string>, image?: Buffer, token = admin.token) {
  const body = multipart(
    values,
    image ? { filename: 'picture.png', data: image, contentType: 'image/png' } : undefined,
  );
  return app.inject({
    method: 'POST',
    url: '/u/v1/admin/add/homepage/item',
    payload: body.payload,
    headers: { ...body.headers, ...authHeader(token) },
  });
}
async function update(values: Record<string, string | number>, image?: Buffer) {
  const body = multipart(values, image ? { filename: 'new.webp', data: image } : undefined);
  return app.inject({
    method: 'POST',
    url: '/u/v1/admin/update/homepage/item',
    payload: body.payload,
    headers: { ...body.headers, ...authHeader(admin.token) },
  });
}
const post = (url: string, payload: object, token = admin.token) =>
  app.inject({ method: 'POST', url: `/u/v1/admin/${url}`, payload, headers: authHeader(token) });
const list = async (section: string, query = '') =>
  (
    await app.inject({
      method: 'GET',
      url: `/u/v1/admin/get/homepage/list?section=${section}${query}`,
      headers: authHeader(admin.token),
    })
  ).json();
const publicPage = async () => (await app.inject({ method: 'GET', url: '/u/v1/user/get/homepage' })).json().data;
const auditOf = async (action: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/u/v1/admin/get/audit/list?action=${action}`,
      headers: authHeader(admin.token),
    })
  ).json().data;
const fileStatus = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

describe('company homepage', () => {
  it('answers every section in order without a token; images are public files', async () => {
    const homepage = app.services.companyHomepage;
    await homepage.seed(seedItem('service', '结构设计'));
    await homepage.seed(seedItem('service', '施工监理'));
    await homepage.seed(seedItem('qualification', '甲级资质'));
    await homepage.seed(seedItem('carousel', '封面'), { data: await png(), ext: 'png' });

    const res = await app.inject({ method: 'GET', url: '/u/v1/user/get/homepage' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.service.map((i: Item) => i.title)).toEqual(['结构设计', '施工监理']);
    expect(data.service[0]).toMatchObject({ en_title: '结构设计 (en)', en_body: 'About 结构设计', image_url: null });
    expect(data.qualification).toHaveLength(1);
    expect(data.achievement).toEqual([]);
    expect(data.carousel[0].image_url).toMatch(/^\/files\/homepage\/[^?]+\.png$/);
    expect(await fileStatus(data.carousel[0].image_url)).toBe(200);
  });

  it('an administrator adds an item with an image, last in its section, and the audit log records it', async () => {
    const res = await add(fields('achievement', '跨江大桥', { link: '' }), await png());
    expect(res.statusCode).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({ section: 'achievement', title: '跨江大桥', position: 1 });
    expect(await fileStatus(item.image_url)).toBe(200);
    const second = (await add(fields('achievement', '地铁车站'))).json().data;
    expect(second).toMatchObject({ position: 2, image_url: null });

    const [entry] = await auditOf('homepage.create');
    expect(entry).toMatchObject({
      target_type: 'homepage',
      target_id: second.id,
      summary: '地铁车站',
      actor_id: admin.id,
      after: { section: 'achievement', title: '地铁车站' },
    });
    expect((await list('achievement')).data.map((i: Item) => i.title)).toEqual(['跨江大桥', '地铁车站']);
    expect((await list('achievement', '&key_word=METRO')).total).toBe(0);
    expect((await list('achievement', '&key_word=地铁')).data.map((i: Item) => i.title)).toEqual(['地铁车站']);
  });

  it('refuses a bad image, a slide without one, missing titles and a bad link with a bilingual 4xx, writing nothing', async () => {
    const before = await publicPage();
    const notAnImage = Buffer.from('this is not a picture at all');
    expectBilingualError(await add(fields('service', '假图片'), notAnImage), 400);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const asGif = multipart(fields('service', '动图'), { filename: 'a.gif', data: gif });
    expectBilingualError(
      await app.inject({
        method: 'POST',
        url: '/u/v1/admin/add/homepage/item',
        payload: asGif.payload,
        headers: { ...asGif.headers, ...authHeader(admin.token) },
      }),
      400,
    );
    expectBilingualError(await add(fields('carousel', '无图轮播')), 400, 'A carousel slide needs an image');
    expectBilingualError(await add({ ...fields('service', 'x'), title: ' ' }), 400, 'Please enter the Chinese title');
    expectBilingualError(await add({ ...fields('service', 'x'), en_title: '' }), 400, 'Please enter the English title');
    expectBilingualError(await add(fields('service', '链接', { link: 'javascript:alert(1)' })), 400);
    expectBilingualError(await add(fields('service', '长文', { body: '长'.repeat(2001) })), 400);
    expectBilingualError(await add(fields('news', '新闻')), 400);
    expect(await publicPage()).toEqual(before);
    expect(await auditOf('homepage.create')).toHaveLength(2);
  });

  it('updates texts and replaces the image; the old image is gone; audit keeps before and after', async () => {
    const item = (await add(fields('qualification', '乙级资质'), await png())).json().data;
    const res = await update(
      { id: item.id, ...fields('qualification', '甲级资质证书'), section: '' },
      await drawImage('webp'),
    );
    expect(res.statusCode).toBe(200);
    const updated = res.json().data;
    expect(updated).toMatchObject({ id: item.id, title: '甲级资质证书', section: 'qualification' });
    expect(updated.image_url).toMatch(/\.webp$/);
    expect(await fileStatus(updated.image_url)).toBe(200);
    expect(await fileStatus(item.image_url)).toBe(404);

    const removed = (
      await update({ id: item.id, ...fields('qualification', '甲级资质证书'), remove_image: '1' })
    ).json();
    expect(removed.data.image_url).toBeNull();
    expect(await fileStatus(updated.image_url)).toBe(404);

    const [entry] = await auditOf('homepage.update');
    expect(entry).toMatchObject({
      summary: '甲级资质证书',
      before: { section: 'qualification' },
      after: { section: 'qualification' },
    });
    expectBilingualError(await update({ id: 999_999, ...fields('service', '无') }), 404);
    const slide = (await list('carousel')).data[0];
    expectBilingualError(await update({ id: slide.id, ...fields('carousel', '封面'), remove_image: '1' }), 400);
  });

  it('reorders a section (every item once) and the public page follows at once', async () => {
    const ids = (await list('service')).data.map((i: Item) => i.id);
    const res = await post('reorder/homepage/item', { section: 'service', id_list: [...ids].reverse() });
    expect(res.statusCode).toBe(200);
    expect((await publicPage()).service.map((i: Item) => i.id)).toEqual([...ids].reverse());
    expectBilingualError(await post('reorder/homepage/item', { section: 'service', id_list: [ids[0]] }), 400);
    const other = (await list('achievement')).data[0].id;
    expectBilingualError(await post('reorder/homepage/item', { section: 'service', id_list: [ids[0], other] }), 400);
    const [entry] = await auditOf('homepage.reorder');
    expect(entry).toMatchObject({ summary: '服务范围', before: { section: 'service', id_list: ids } });
    expect(await auditOf('homepage.reorder')).toHaveLength(1);
  });

  it('deletes an item and its stored image after the commit; audited with the section', async () => {
    const item = (await add(fields('achievement', '临时项目'), await png())).json().data;
    const res = await post('delete/homepage/item', { id: item.id });
    expect(res.statusCode).toBe(200);
    expect(await fileStatus(item.image_url)).toBe(404);
    expect((await publicPage()).achievement.map((i: Item) => i.id)).not.toContain(item.id);
    const [entry] = await auditOf('homepage.delete');
    expect(entry).toMatchObject({ target_id: item.id, summary: '临时项目', before: { section: 'achievement' } });
    expectBilingualError(await post('delete/homepage/item', { id: item.id }), 404);
    expectBilingualError(await post('delete/homepage/item', { id: 'x' }), 400);
  });

  it('refuses anonymous, job seeker and HR callers on every admin call', async () => {
    const calls = async (token?: string) => {
      const headers = token ? authHeader(token) : {};
      const image = multipart(fields('service', '越权'));
      return [
        await app.inject({ method: 'GET', url: '/u/v1/admin/get/homepage/list?section=service', headers }),
        await app.inject({
          method: 'POST',
          url: '/u/v1/admin/add/homepage/item',
          payload: image.payload,
          headers: { ...image.headers, ...headers },
        }),
        await app.inject({ method: 'POST', url: '/u/v1/admin/update/homepage/item', payload: { id: 1 }, headers }),
        await app.inject({ method: 'POST', url: '/u/v1/admin/delete/homepage/item', payload: { id: 1 }, headers }),
        await app.inject({
          method: 'POST',
          url: '/u/v1/admin/reorder/homepage/item',
          payload: { section: 'service', id_list: [1] },
          headers,
        }),
      ];
    };
    for (const res of await calls()) expect(res.statusCode).toBe(401);
    for (const role of [ROLES.seeker, ROLES.hr]) {
      const user = await registerUser(app, { role });
      for (const res of await calls(user.token)) expect(res.statusCode).toBe(403);
    }
    expect((await list('service')).total).toBe(2);
  });
});

describe.skipIf(!onPostgres())('company homepage section cap under concurrent adds', () => {
  it('stores exactly the cap of a section when ten adds race past it, and refuses the rest with the cap message', async () => {
    const max = HOMEPAGE_LIMITS.perSection;
    const section = 'qualification';
    const held = (await list(section)).total as number;
    for (let i = held; i < max - 5; i += 1) await app.services.companyHomepage.seed(seedItem(section, `资质 ${i}`));
    expect((await list(section)).total).toBe(max - 5);

    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => add(fields(section, `并发 ${i}`))));
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(refused).toHaveLength(5);
    const full = formatMessage(MESSAGES.homepageSectionFull.en, { max });
    for (const res of refused) expectBilingualError(res, 400, full);
    const page = await list(section, `&p_size=${max}`);
    expect(page.total).toBe(max);
    // Every item has a position of its own.
    const positions = (page.data as Item[]).map((item) => item.position);
    expect(new Set(positions).size).toBe(max);
  });
});
