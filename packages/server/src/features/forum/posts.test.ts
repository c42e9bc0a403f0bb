import { FORUM_RATE, ROLES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createAdmin, registerUser } from '../../test/factories.ts';
import { apiCalls, expectBilingualError, multipart } from '../../test/http.ts';
import { drawImage } from '../../test/media.ts';

type Login = Awaited<ReturnType<typeof registerUser>>;
type Summary = {
  id: number;
  title: string;
  category: string;
  excerpt: string;
  cover_url: string | null;
  pinned: boolean;
  hidden: boolean;
  like_count: number;
  view_count: number;
  author: { id: number; nick_name: string };
};
type Detail = Summary & { body: string; html: string; liked: boolean; can_edit: boolean; can_moderate: boolean };

let app: TestApp;
let api: ReturnType<typeof apiCalls>;
let admin: Login;
let author: Login;
let other: Login;
let hr: Login;

const BODY = '这是一篇关于工程实践的帖子，内容足够长。';

async function create(user: Login, fields: { title: string; category?: string; body?: string }) {
  const res = await api.post('/forum/create/post', user, { category: 'practice', body: BODY, ...fields });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

async function detail(id: number, user: Login): Promise<Detail> {
  const res = await api.get('/forum/get/post', user, { id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function list(query: Record<string, string | number> = {}, user: Login = other) {
  const res = await api.get('/forum/get/post/list', user, { p_size: 50, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Summary[]; total: number };
}

const titles = async (query: Record<string, string | number> = {}) => (await list(query)).data.map((p) => p.title);

async function upload(user: Login) {
  const body = multipart({}, { filename: 'photo.png', data: await drawImage('png'), contentType: 'image/png' });
  const res = await app.inject({
    method: 'POST',
    url: '/u/v1/forum/upload/image',
    payload: body.payload,
    headers: { ...body.headers, ...authHeader(user.token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.url as string;
}

const moderate = (id: number, flags: Record<string, string>) =>
  api.post('/admin/update/forum/post', admin, { id, ...flags });

beforeAll(async () => {
  app = await buildTestApp();
  api = apiCalls(app);
  admin = await createAdmin(app);
  author = await registerUser(app);
  other = await registerUser(app);
  hr = await registerUser(app, { role: ROLES.hr });
});

afterAll(async () => {
  await app.close();
});

describe('forum posts', () => {
  it('need a signed-in user', async () => {
    expect((await api.get('/forum/get/post/list', null)).statusCode).toBe(401);
    expect(
      (await api.post('/forum/create/post', null, { title: '匿名发帖', category: 'jobs', body: 'x' })).statusCode,
    ).toBe(401);
  });

  it('render raw HTML, script links and event attributes inert, as stored and as previewed', async () => {
    const body = [
      '# 小标题',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[一](javascript:alert(1)) [二](JAVASCRIPT:alert(1)) [三](&#106;avascript:alert(1))',
      '[四](data:text/html;base64,PHNjcmlwdD4=) <a href="javascript:alert(1)" onclick="x()">五</a>',
      '[六](https://example.com/gb50010)',
    ].join('\n\n');
    const id = await create(author, { title: '渲染安全测试', body });
    const post = await detail(id, author);
    expect(post.body).toBe(body);
    expect(post.html).toContain('<h3>小标题</h3>');
    expect(post.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(post.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(post.html).not.toMatch(/<script|<img|\son\w+="/i);
    expect(post.html).not.toMatch(/href="(?!https:\/\/example\.com)/);
    expect(post.html).toContain(
      '<a href="https://example.com/gb50010" target="_blank" rel="nofollow noopener noreferrer">六</a>',
    );
    expect(post.excerpt).not.toContain('#');

    const preview = await api.post('/forum/preview', other, { body });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.html).toBe(post.html);
  });

  it('take uploaded images only, at most nine; the first is the cover and is served publicly', async () => {
    const url = await upload(author);
    expect(url).toMatch(/^\/files\/forum\/\d+\/[0-9a-f-]{36}\.png$/);
    const file = await app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    const id = await create(author, { title: '带图的帖子', body: `现场照片：\n\n![现场](${url})` });
    const post = await detail(id, other);
    expect(post.cover_url).toBe(url);
    expect(post.html).toContain(`<img src="${url}" alt="现场" loading="lazy">`);

    const foreign = await api.post('/forum/create/post', author, {
      title: '外链图片',
      category: 'lounge',
      body: '![x](https://evil.example.com/x.png)',
    });
    expectBilingualError(foreign, 400, 'Images in a post must be uploaded here');
    const missing = await api.post('/forum/create/post', author, {
      title: '不存在的图片',
      category: 'lounge',
      body: `![x](${url.replace(/[0-9a-f]{12}\.png$/, '000000000000.png')})`,
    });
    expectBilingualError(missing, 400, 'Images in a post must be uploaded here');

    const images = (n: number) => Array.from({ length: n }, () => `![图](${url})`).join('\n');
    expectBilingualError(
      await api.post('/forum/update/post', author, { id, title: '带图的帖子', category: 'practice', body: images(10) }),
      400,
      'A post can hold at most 9 images',
    );
    const nine = await api.post('/forum/update/post', author, {
      id,
      title: '带图的帖子',
      category: 'practice',
      body: images(9),
    });
    expect(nine.statusCode, nine.body).toBe(200);
  });

  it("refuse editing or deleting another user's post; an administrator deletes it, audited", async () => {
    const id = await create(author, { title: '只有作者能改' });
    const edit = { id, title: '别人改的标题', category: 'jobs', body: '改' };
    expectBilingualError(
      await api.post('/forum/update/post', other, edit),
      403,
      'You can only edit or delete your own posts',
    );
    expectBilingualError(await api.post('/forum/update/post', admin, edit), 403);
    // Refused as someone else's post before its text is checked.
    const foreignImage = { ...edit, body: '![x](https://evil.example.com/x.png)' };
    expectBilingualError(await api.post('/forum/update/post', other, foreignImage), 403);
    expectBilingualError(await api.post('/forum/delete/post', other, { id }), 403);
    expect((await detail(id, other)).title).toBe('只有作者能改');
    expect((await detail(id, author)).can_edit).toBe(true);
    expect((await detail(id, other)).can_edit).toBe(false);
    expect((await detail(id, admin)).can_moderate).toBe(true);

    const own = await api.post('/forum/update/post', author, { ...edit, title: '作者改过的标题' });
    expect(own.statusCode).toBe(200);
    const edited = await detail(id, other);
    expect(edited).toMatchObject({ title: '作者改过的标题', category: 'jobs', body: '改' });

    expect((await api.post('/forum/delete/post', admin, { id })).statusCode).toBe(200);
    expectBilingualError(
      await api.get('/forum/get/post', author, { id }),
      404,
      'This post does not exist or has been deleted',
    );
    const audit = await api.get('/admin/get/audit/list', admin, { p_size: 100 });
    const entries = audit.json().data as Array<{ action: string; target_id: number | null }>;
    expect(entries.some((e) => e.action === 'forum.post.delete' && e.target_id === id)).toBe(true);

    const mine = await create(other, { title: '自己删除自己的帖子' });
    expect((await api.post('/forum/delete/post', other, { id: mine })).statusCode).toBe(200);
    expectBilingualError(await api.get('/forum/get/post', other, { id: mine }), 404);
    expect(await titles()).not.toContain('自己删除自己的帖子');
  });

  it('count a view per detail and keep likes idempotent', async () => {
    const id = await create(author, { title: '点赞和浏览' });
    expect((await detail(id, other)).view_count).toBe(1);
    expect((await detail(id, other)).view_count).toBe(2);

    const like = (user: Login, liked: number) => api.post('/forum/like/post', user, { id, liked });
    expect((await like(other, 1)).json().data).toEqual({ liked: true, like_count: 1 });
    expect((await like(other, 1)).json().data).toEqual({ liked: true, like_count: 1 });
    const both = await Promise.all([like(hr, 1), like(hr, 1)]);
    expect(both.map((r) => r.json().data.like_count)).toContain(2);
    expect((await detail(id, other)).liked).toBe(true);
    expect((await detail(id, author)).like_count).toBe(2);
    expect((await like(other, 0)).json().data).toEqual({ liked: false, like_count: 1 });
    expect((await like(other, 0)).json().data).toEqual({ liked: false, like_count: 1 });
    expect((await detail(id, other)).liked).toBe(false);
  });

  it('hide a hidden post from everyone but its author and administrators', async () => {
    const id = await create(author, { title: '将被隐藏的帖子' });
    expect((await moderate(id, { hidden: '1' })).statusCode).toBe(200);
    expectBilingualError(await api.get('/forum/get/post', other, { id }), 404);
    expectBilingualError(await api.post('/forum/like/post', other, { id, liked: 1 }), 404);
    expectBilingualError(
      await api.post('/forum/update/post', other, { id, title: '改隐藏帖', category: 'jobs', body: 'x' }),
      404,
    );
    expect((await detail(id, author)).hidden).toBe(true);
    expect((await detail(id, admin)).hidden).toBe(true);
    expect(await titles()).not.toContain('将被隐藏的帖子');

    const userPosts = async (viewer: Login) => {
      const res = await api.get('/forum/get/user/posts', viewer, { id: author.id });
      expect(res.statusCode).toBe(200);
      return (res.json().data as Summary[]).map((p) => p.title);
    };
    expect(await userPosts(author)).toContain('将被隐藏的帖子');
    expect(await userPosts(admin)).toContain('将被隐藏的帖子');
    expect(await userPosts(other)).not.toContain('将被隐藏的帖子');
  });

  it('list by category, by a two-character keyword (title matches first), by activity or heat, pinned first', async () => {
    const older = await create(hr, {
      title: '结构设计规范解读',
      category: 'standards',
      body: '本帖讨论备考经验与心得。',
    });
    const hot = await create(hr, { title: '二建备考经验分享', category: 'exams', body: '每天两小时。' });
    const newest = await create(hr, { title: '求职简历怎么写', category: 'jobs', body: '简历要突出项目。' });
    for (const user of [author, other, admin]) await api.post('/forum/like/post', user, { id: hot, liked: 1 });

    const exams = await list({ category: 'exams' });
    expect(exams.data.map((p) => p.id)).toContain(hot);
    expect(exams.data.every((p) => p.category === 'exams')).toBe(true);

    const keyword = await list({ key_word: '备考' });
    expect(keyword.data.map((p) => p.id)).toEqual([hot, older]);
    expect(keyword.total).toBe(2);

    const active = (await list()).data.map((p) => p.id);
    expect(active.indexOf(newest)).toBeLessThan(active.indexOf(hot));
    const hottest = (await list({ sort: 'hot' })).data.map((p) => p.id);
    expect(hottest[0]).toBe(hot);
    expect(hottest.indexOf(hot)).toBeLessThan(hottest.indexOf(newest));

    expect((await moderate(older, { pinned: '1' })).statusCode).toBe(200);
    expect((await list()).data[0]).toMatchObject({ id: older, pinned: true });
    expect((await list({ sort: 'hot' })).data[0]?.id).toBe(older);
    expect((await list({ key_word: '备考' })).data.map((p) => p.id)).toEqual([hot, older]);
  });

  it('page through the list and refuse page sizes outside the choices', async () => {
    for (const user of [await registerUser(app), await registerUser(app)]) {
      for (let i = 0; i < 4; i += 1) await create(user, { title: `分页测试帖子 ${user.id}-${i}` });
    }
    const all = await list();
    const first = await list({ p_size: 10, pn: 1 });
    const second = await list({ p_size: 10, pn: 2 });
    expect(first.total).toBe(all.total);
    expect(all.total).toBeGreaterThan(10);
    expect([...first.data, ...second.data].map((p) => p.id)).toEqual(all.data.slice(0, 20).map((p) => p.id));
    expectBilingualError(await api.get('/forum/get/post/list', other, { p_size: 13 }), 400);
    expectBilingualError(await api.get('/forum/get/post/list', other, { category: 'cooking' }), 400);
  });

  it("answer a member's profile with their counts; 404 for an unknown member", async () => {
    const res = await api.get('/forum/get/user', other, { id: hr.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: hr.id, post_count: 3, likes_received: 3 });
    expectBilingualError(await api.get('/forum/get/user', other, { id: 999_999 }), 404, 'This user does not exist');
  });

  it(`limit posting to ${FORUM_RATE.postsPerHour} posts an hour per user`, async () => {
    const poster = await registerUser(app);
    for (let i = 0; i < FORUM_RATE.postsPerHour; i += 1) await create(poster, { title: `限流测试第${i + 1}篇` });
    const refused = await api.post('/forum/create/post', poster, {
      title: '第六篇帖子',
      category: 'lounge',
      body: BODY,
    });
    expectBilingualError(refused, 429);
    expect(refused.json().msg_en).toContain('posting too often');
    // Another user is not affected.
    expect(
      (await api.post('/forum/create/post', other, { title: '别人照常发帖', category: 'lounge', body: BODY }))
        .statusCode,
    ).toBe(200);
  });
});
