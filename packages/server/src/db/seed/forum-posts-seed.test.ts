import { FORUM_CATEGORIES, ROLES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { login } from '../../test/factories.ts';
import { apiCalls } from '../../test/http.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import { DEMO_POSTS, seedForumPosts } from './forum-posts.ts';

let app: TestApp;
let ids: number[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  await app.database.db.transaction(async (tx) => {
    const known = new Set(DEMO_USERS.map((u) => u.phone));
    // The other recruiters and job seekers the resumes and jobs seeds create.
    const others = [...new Set(DEMO_POSTS.map((p) => p.author))]
      .filter((phone) => !known.has(phone))
      .map((phone) => ({
        label: 'other',
        phone,
        role: phone.startsWith('139') ? ROLES.hr : ROLES.seeker,
        nickName: `用户${phone.slice(-4)}`,
      }));
    await app.services.accounts.withTx(tx).createMany([...DEMO_USERS, ...others], DEMO_PASSWORD);
    ids = await seedForumPosts(app, tx);
  });
}, 60_000);
afterAll(() => app.close());

describe('demo forum posts', () => {
  it('write every post, in every category, with drawn pictures served from storage and two pinned first', async () => {
    expect(ids).toHaveLength(DEMO_POSTS.length);
    const seeker = await login(app, '13700000001', DEMO_PASSWORD);
    const api = apiCalls(app);
    const res = await api.get('/forum/get/post/list', seeker, { p_size: 50 });
    const posts = res.json().data as Array<{ id: number; category: string; pinned: boolean; cover_url: string | null }>;
    expect(posts).toHaveLength(DEMO_POSTS.length);
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(FORUM_CATEGORIES));
    expect(posts.slice(0, 2).every((p) => p.pinned)).toBe(true);
    expect(posts.filter((p) => p.pinned)).toHaveLength(2);

    const covers = posts.flatMap((p) => (p.cover_url ? [p.cover_url] : []));
    expect(covers).toHaveLength(DEMO_POSTS.filter((p) => p.art).length);
    for (const url of covers) {
      const file = await app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    }
    const withImage = posts.find((p) => p.cover_url);
    const detail = await api.get('/forum/get/post', seeker, { id: withImage?.id ?? 0 });
    expect(detail.json().data.html).toContain(`<img src="${withImage?.cover_url}"`);
    expect(detail.json().data.view_count).toBeGreaterThan(100);

    const search = await api.get('/forum/get/post/list', seeker, { key_word: '备考' });
    expect(search.json().total).toBeGreaterThan(0);
  });
});
