import { type AdminForumComment, type AuditEntry, type ForumPostSummary, ROLES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumPosts } from '../../db/schema/index.ts';
import { documentTokens } from '../../lib/search-tokens.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createAdmin, registerUser } from '../../test/factories.ts';
import { apiCalls, expectBilingualError } from '../../test/http.ts';

type Login = Awaited<ReturnType<typeof registerUser>>;

let app: TestApp;
let api: ReturnType<typeof apiCalls>;
let admin: Login;
let seeker: Login;
let hr: Login;
let writer: Login;

/** A post written straight into its table, with its search tokens (posting itself is tested with the posts). */
async function newPost(by: Login, title: string, extra: Partial<typeof forumPosts.$inferInsert> = {}) {
  const body = `${title}，大家有什么经验？`;
  const [row] = await app.database.db
    .insert(forumPosts)
    .values({
      authorId: by.id,
      category: 'standards',
      title,
      body,
      html: `<p>${body}</p>`,
      searchTokens: documentTokens(title, body),
      titleTokens: documentTokens(title),
      ...extra,
    })
    .returning();
  if (!row) throw new Error('no post');
  return row;
}

async function adminPosts(query: Record<string, string | number> = {}) {
  const res = await api.get('/admin/get/forum/post/list', admin, { p_size: 100, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: ForumPostSummary[]; total: number };
}

async function auditOf(action: string, targetId: number) {
  const res = await api.get('/admin/get/audit/list', admin, { action, target_id: targetId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AuditEntry[];
}

beforeAll(async () => {
  app = await buildTestApp();
  api = apiCalls(app);
  [seeker, hr, writer] = await Promise.all([
    registerUser(app),
    registerUser(app, { role: ROLES.hr }),
    registerUser(app),
  ]);
  admin = await createAdmin(app);
});
afterAll(() => app.close());

describe('forum moderation', () => {
  it('is for administrators only: 401 anonymous, 403 for seekers and HR', async () => {
    const post = await newPost(writer, '混凝土强度回弹检测');
    const calls: ['get' | 'post', string, Record<string, number>][] = [
      ['get', '/admin/get/forum/post/list', {}],
      ['post', '/admin/update/forum/post', { id: post.id, pinned: 1 }],
      ['post', '/admin/delete/forum/post', { id: post.id }],
      ['get', '/admin/get/forum/comment/list', {}],
      ['post', '/admin/delete/forum/comment', { id: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      for (const [user, status] of [
        [null, 401],
        [seeker, 403],
        [hr, 403],
      ] as const) {
        const res = method === 'get' ? await api.get(url, user, payload) : await api.post(url, user, payload);
        expectBilingualError(res, status);
      }
    }
    const row = await app.database.db.select().from(forumPosts).where(eq(forumPosts.id, post.id));
    expect(row[0]).toMatchObject({ pinned: false, deletedAt: null });
  });

  it('lists every post not deleted, hidden ones too, newest first, by state, flags, category, author and keyword', async () => {
    const other = await registerUser(app);
    const hidden = await newPost(other, '隐藏的帖子：钢筋保护层厚度', { hidden: true });
    const pinned = await newPost(other, '置顶：规范更新汇总', { pinned: true, category: 'lounge' });
    const gone = await newPost(other, '已删除的帖子', { deletedAt: new Date() });

    const mine = await adminPosts({ author: other.id });
    expect(mine.total).toBe(2);
    expect(mine.data.map((p) => p.id)).toEqual([pinned.id, hidden.id]);
    expect(mine.data.map((p) => p.id)).not.toContain(gone.id);
    expect(mine.data[1]).toMatchObject({ hidden: true, author: { id: other.id, nick_name: other.nick_name } });

    expect((await adminPosts({ author: other.id, state: 'hidden' })).data.map((p) => p.id)).toEqual([hidden.id]);
    expect((await adminPosts({ author: other.id, state: 'visible' })).data.map((p) => p.id)).toEqual([pinned.id]);
    expect((await adminPosts({ author: other.id, pinned: '1' })).data.map((p) => p.id)).toEqual([pinned.id]);
    expect((await adminPosts({ author: other.id, category: 'lounge' })).data.map((p) => p.id)).toEqual([pinned.id]);
    expect((await adminPosts({ author: other.id, key_word: '保护层' })).data.map((p) => p.id)).toEqual([hidden.id]);
    expectBilingualError(await api.get('/admin/get/forum/post/list', admin, { state: 'gone' }), 400);
    expectBilingualError(await api.get('/admin/get/forum/post/list', admin, { p_size: 101 }), 400);
  });

  it('pins, locks and hides a post, audited with before and after; asks for at least one change', async () => {
    const post = await newPost(writer, '桩基检测报告怎么看');
    const res = await api.post('/admin/update/forum/post', admin, { id: post.id, pinned: 1, locked: '1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: post.id, pinned: true, locked: true, hidden: false });
    const [entry] = await auditOf('forum.post.moderate', post.id);
    expect(entry).toMatchObject({
      target_type: 'forum_post',
      summary: '桩基检测报告怎么看',
      before: { pinned: false, locked: false, hidden: false },
      after: { pinned: true, locked: true, hidden: false },
    });

    // Left-out fields stay; a locked post takes no comment, a hidden one is gone for others.
    const hide = await api.post('/admin/update/forum/post', admin, { id: post.id, hidden: 1 });
    expect(hide.json().data).toMatchObject({ pinned: true, locked: true, hidden: true });
    expectBilingualError(await api.get('/forum/get/comment/list', seeker, { post_id: post.id }), 404);
    expect((await api.get('/forum/get/comment/list', writer, { post_id: post.id })).statusCode).toBe(200);

    const none = await api.post('/admin/update/forum/post', admin, { id: post.id });
    expectBilingualError(none, 400, 'Choose at least one change');
    expectBilingualError(await api.post('/admin/update/forum/post', admin, { id: post.id, pinned: 2 }), 400);
    expectBilingualError(await api.post('/admin/update/forum/post', admin, { id: 999_999, pinned: 1 }), 404);
    expect(await auditOf('forum.post.moderate', post.id)).toHaveLength(1);
    expect(await auditOf('forum.post.hide', post.id)).toMatchObject([
      { summary: '桩基检测报告怎么看', before: { hidden: false }, after: { hidden: true } },
    ]);
  });

  it('audits a single pin, lock or hide (and its undoing) under its own action', async () => {
    const post = await newPost(writer, '钢筋保护层厚度');
    const steps = [
      [{ pinned: 1 }, 'forum.post.pin'],
      [{ pinned: 0 }, 'forum.post.unpin'],
      [{ locked: 1 }, 'forum.post.lock'],
      [{ locked: 0 }, 'forum.post.unlock'],
      [{ hidden: 1 }, 'forum.post.hide'],
      [{ hidden: 0 }, 'forum.post.unhide'],
    ] as const;
    for (const [change, action] of steps) {
      const res = await api.post('/admin/update/forum/post', admin, { id: post.id, ...change });
      expect(res.statusCode, res.body).toBe(200);
      expect(await auditOf(action, post.id), action).toHaveLength(1);
    }
    expect(await auditOf('forum.post.moderate', post.id)).toEqual([]);
  });

  it('deletes a post for everyone, audited; a second deletion is 404', async () => {
    const post = await newPost(writer, '这篇帖子违规了');
    const c = await api.post('/forum/create/comment', seeker, { post_id: post.id, body: '顶' });
    expect(c.statusCode, c.body).toBe(200);
    expect((await api.post('/admin/delete/forum/post', admin, { id: post.id })).statusCode).toBe(200);
    expect((await adminPosts({ author: writer.id })).data.map((p) => p.id)).not.toContain(post.id);
    expectBilingualError(await api.get('/forum/get/comment/list', writer, { post_id: post.id }), 404);
    const [entry] = await auditOf('forum.post.delete', post.id);
    expect(entry).toMatchObject({ summary: '这篇帖子违规了', before: { author_id: writer.id, comment_count: 1 } });
    expect(entry?.after).toBeNull();
    expectBilingualError(await api.post('/admin/delete/forum/post', admin, { id: post.id }), 404);
    // Its comments left the moderation list with it.
    const list = await api.get('/admin/get/forum/comment/list', admin, { post_id: post.id });
    expect(list.json().total).toBe(0);
  });

  it('lists comments newest first with their posts, and deletes one, audited, keeping the count right', async () => {
    const post = await newPost(writer, '注册结构师考试经验');
    const bodies = ['基础考试先刷真题', '专业考试带规范', '时间要分配好'];
    const ids: number[] = [];
    for (const body of bodies) {
      const res = await api.post('/forum/create/comment', seeker, { post_id: post.id, body });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().data.id as number);
    }
    const res = await api.get('/admin/get/forum/comment/list', admin, { post_id: post.id });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as { data: AdminForumComment[]; total: number };
    expect(list.total).toBe(3);
    expect(list.data.map((c) => c.id)).toEqual([...ids].reverse());
    expect(list.data[0]).toMatchObject({ post_title: '注册结构师考试经验', author: { id: seeker.id } });
    const byAuthor = await api.get('/admin/get/forum/comment/list', admin, { author: seeker.id, p_size: 100 });
    expect((byAuthor.json().data as AdminForumComment[]).map((c) => c.id)).toEqual(expect.arrayContaining(ids));

    const del = await api.post('/admin/delete/forum/comment', admin, { id: ids[1] });
    expect(del.statusCode, del.body).toBe(200);
    const [entry] = await auditOf('forum.comment.delete', ids[1] ?? 0);
    expect(entry).toMatchObject({
      target_type: 'forum_comment',
      before: { body: '专业考试带规范', author_id: seeker.id, placeholder: false },
    });
    const after = await api.get('/admin/get/forum/comment/list', admin, { post_id: post.id });
    expect(after.json().total).toBe(2);
    const [row] = await app.database.db.select().from(forumPosts).where(eq(forumPosts.id, post.id));
    expect(row?.commentCount).toBe(2);
    expectBilingualError(await api.post('/admin/delete/forum/comment', admin, { id: ids[1] }), 404);
  });
});
