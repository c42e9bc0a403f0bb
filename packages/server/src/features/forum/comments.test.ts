import { FORUM_LIMITS, FORUM_MESSAGE_TYPES, FORUM_RATE, type ForumComment, type ForumThread } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumComments, forumPosts } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { onPostgres } from '../../test/database.ts';
import { createAdmin, registerUser } from '../../test/factories.ts';
import { apiCalls, expectBilingualError } from '../../test/http.ts';

type Login = Awaited<ReturnType<typeof registerUser>>;
type Message = { message_type: string; content: string; content_en: string; event_id: number | null };

let app: TestApp;
let api: ReturnType<typeof apiCalls>;
let author: Login;
let other: Login;
let third: Login;
let admin: Login;

/** A post written straight into its table (posting is part 1's and rate limited; these tests are about comments). */
async function newPost(by: Login, extra: Partial<typeof forumPosts.$inferInsert> = {}) {
  const [row] = await app.database.db
    .insert(forumPosts)
    .values({
      authorId: by.id,
      category: 'practice',
      title: '深基坑支护方案怎么选',
      body: '地下两层，周边有老旧民房。',
      html: '<p>地下两层，周边有老旧民房。</p>',
      createdAt: new Date(Date.now() - 3_600_000),
      lastActivityAt: new Date(Date.now() - 3_600_000),
      ...extra,
    })
    .returning();
  if (!row) throw new Error('no post');
  return row;
}

async function postRow(id: number) {
  const [row] = await app.database.db.select().from(forumPosts).where(eq(forumPosts.id, id));
  if (!row) throw new Error('no post');
  return row;
}

async function comment(by: Login, postId: number, body: string, replyTo?: number) {
  const res = await api.post('/forum/create/comment', by, {
    post_id: postId,
    body,
    ...(replyTo ? { reply_to: replyTo } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ForumComment;
}

async function threads(by: Login, postId: number, query: Record<string, number> = {}) {
  const res = await api.get('/forum/get/comment/list', by, { post_id: postId, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: ForumThread[]; total: number };
}

async function messagesOf(user: Login) {
  const res = await api.get('/user/get/messages', user, { pn: 1, p_size: 50 });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Message[]).filter((m) => m.message_type.startsWith('forum_'));
}

beforeAll(async () => {
  app = await buildTestApp();
  api = apiCalls(app);
  [author, other, third] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
  admin = await createAdmin(app);
});
afterAll(() => app.close());

describe('comments and replies', () => {
  it('files a reply under its top-level comment, names whom it answers, and refuses one to another post', async () => {
    const post = await newPost(author);
    const top = await comment(other, post.id, '建议先做降水，再定支护形式。');
    expect(top).toMatchObject({ parent_id: null, reply_to: null, deleted: false, can_edit: true });
    const reply = await comment(third, post.id, '周边有民房，降水要注意沉降。', top.id);
    expect(reply).toMatchObject({ parent_id: top.id, reply_to: { id: top.id, author: { id: other.id } } });
    // A reply to a reply is filed under the same top-level comment and names the reply's author.
    const nested = await comment(other, post.id, '对，要做沉降观测。', reply.id);
    expect(nested).toMatchObject({ parent_id: top.id, reply_to: { id: reply.id, author: { id: third.id } } });

    const elsewhere = await newPost(author);
    const res = await api.post('/forum/create/comment', other, {
      post_id: elsewhere.id,
      body: '串帖',
      reply_to: top.id,
    });
    expectBilingualError(res, 404, 'This comment does not exist or has been deleted');

    const page = await threads(author, post.id);
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ id: top.id, reply_count: 2, can_edit: false });
    expect(page.data[0]?.replies.map((r) => r.id)).toEqual([reply.id, nested.id]);
    expect((await postRow(post.id)).commentCount).toBe(3);
  });

  it("refuses editing or deleting another's comment; the author edits their own", async () => {
    const post = await newPost(author);
    const mine = await comment(other, post.id, '原来的内容');
    for (const [url, payload] of [
      ['/forum/update/comment', { id: mine.id, body: '改掉' }],
      ['/forum/delete/comment', { id: mine.id }],
    ] as const) {
      expectBilingualError(await api.post(url, third, payload), 403, 'You can only edit or delete your own comments');
    }
    // Not even an administrator edits someone's words.
    expectBilingualError(await api.post('/forum/update/comment', admin, { id: mine.id, body: '改掉' }), 403);
    const res = await api.post('/forum/update/comment', other, { id: mine.id, body: '补充：基坑深 9 米' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: mine.id, body: '补充：基坑深 9 米' });
    expect(await api.post('/forum/update/comment', null, { id: mine.id, body: 'x' })).toHaveProperty('statusCode', 401);
  });

  it('tells the post author of a comment and the answered author of a reply, never oneself', async () => {
    const [poster, replier] = await Promise.all([registerUser(app), registerUser(app)]);
    const post = await newPost(poster, { title: '钢结构焊缝探伤比例' });
    await comment(poster, post.id, '自己先顶一下');
    expect(await messagesOf(poster)).toEqual([]);

    const top = await comment(replier, post.id, '一级焊缝 100% 超声波探伤。');
    const told = await messagesOf(poster);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ message_type: FORUM_MESSAGE_TYPES.comment, event_id: post.id });
    expect(told[0]?.content).toContain('《钢结构焊缝探伤比例》');
    expect(told[0]?.content).toContain(`「${replier.nick_name}」评论了你的帖子`);
    expect(told[0]?.content_en).toContain('commented on your post "钢结构焊缝探伤比例"');

    // The post's author answers the comment: the commenter hears of the reply, the author of nothing new.
    await comment(poster, post.id, '谢谢，二级呢？', top.id);
    const replies = await messagesOf(replier);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ message_type: FORUM_MESSAGE_TYPES.reply, event_id: post.id });
    expect(await messagesOf(poster)).toHaveLength(1);

    // A third person's reply tells both; answering oneself tells only the post's author.
    const bystander = await registerUser(app);
    await comment(bystander, post.id, '二级 20%。', top.id);
    expect(await messagesOf(replier)).toHaveLength(2);
    expect(await messagesOf(poster)).toHaveLength(2);
    await comment(replier, post.id, '对，二级 20%。', top.id);
    expect(await messagesOf(replier)).toHaveLength(2);
    expect(await messagesOf(poster)).toHaveLength(3);
  });

  it('keeps the count and latest activity right; a deleted comment with replies stays as a placeholder', async () => {
    const post = await newPost(author);
    const before = await postRow(post.id);
    const top = await comment(other, post.id, '第一条');
    const reply = await comment(third, post.id, '回复第一条', top.id);
    const second = await comment(third, post.id, '第二条');
    const busy = await postRow(post.id);
    expect(busy.commentCount).toBe(3);
    expect(busy.lastActivityAt.getTime()).toBeGreaterThan(before.lastActivityAt.getTime());

    expect((await api.post('/forum/delete/comment', other, { id: top.id })).statusCode).toBe(200);
    expect((await postRow(post.id)).commentCount).toBe(2);
    let page = await threads(author, post.id);
    expect(page.data[0]).toMatchObject({ id: top.id, deleted: true, body: '', can_edit: false, reply_count: 1 });
    // A placeholder is no longer a comment to answer, edit or delete.
    expectBilingualError(await api.post('/forum/delete/comment', other, { id: top.id }), 404);
    const res = await api.post('/forum/create/comment', author, { post_id: post.id, body: '回复', reply_to: top.id });
    expectBilingualError(res, 404);

    // Its last reply gone, the placeholder goes too.
    expect((await api.post('/forum/delete/comment', third, { id: reply.id })).statusCode).toBe(200);
    page = await threads(author, post.id);
    expect(page.total).toBe(1);
    expect(page.data.map((t) => t.id)).toEqual([second.id]);
    const after = await postRow(post.id);
    expect(after.commentCount).toBe(1);

    // The newest one gone, the latest activity falls back to the post's own time.
    expect((await api.post('/forum/delete/comment', third, { id: second.id })).statusCode).toBe(200);
    const empty = await postRow(post.id);
    expect(empty.commentCount).toBe(0);
    expect(empty.lastActivityAt.getTime()).toBe(empty.createdAt.getTime());
  });

  it('pages top-level comments and shows the first replies of each, then the rest page by page', async () => {
    const post = await newPost(author);
    const floors = await Promise.all([registerUser(app), registerUser(app)]);
    const tops: ForumComment[] = [];
    for (let i = 0; i < 22; i += 1) tops.push(await comment(floors[i % 2] ?? other, post.id, `第 ${i + 1} 楼`));
    const first = tops[0];
    if (!first) throw new Error('no comment');
    const replies: ForumComment[] = [];
    for (let i = 0; i < 5; i += 1) replies.push(await comment(author, post.id, `回复 ${i + 1}`, first.id));
    await comment(other, post.id, '另一楼的回复', tops[1]?.id);

    const one = await threads(author, post.id, { pn: 1, p_size: 20 });
    expect(one.total).toBe(22);
    expect(one.data.map((t) => t.id)).toEqual(tops.slice(0, 20).map((t) => t.id));
    expect(one.data[0]?.reply_count).toBe(5);
    expect(one.data[0]?.replies.map((r) => r.id)).toEqual(replies.slice(0, FORUM_LIMITS.repliesShown).map((r) => r.id));
    expect(one.data[1]).toMatchObject({ reply_count: 1 });
    expect(one.data[2]).toMatchObject({ reply_count: 0, replies: [] });
    const two = await threads(author, post.id, { pn: 2, p_size: 20 });
    expect(two.data.map((t) => t.id)).toEqual(tops.slice(20).map((t) => t.id));

    const res = await api.get('/forum/get/comment/replies', author, { id: first.id, pn: 1, p_size: 20 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(5);
    expect((res.json().data as ForumComment[]).map((r) => r.id)).toEqual(replies.map((r) => r.id));
    expectBilingualError(await api.get('/forum/get/comment/list', author, { post_id: post.id, p_size: 30 }), 400);
    // Replies are listed under a top-level comment only.
    expectBilingualError(await api.get('/forum/get/comment/replies', author, { id: replies[0]?.id ?? 0 }), 404);
  });

  it('refuses comments on a locked post, and hides a hidden one from all but its author and administrators', async () => {
    const locked = await newPost(author, { locked: true });
    for (const user of [other, author, admin]) {
      const res = await api.post('/forum/create/comment', user, { post_id: locked.id, body: '还能评论吗' });
      expectBilingualError(res, 403, 'This post is locked: no more comments');
    }
    expect((await threads(other, locked.id)).total).toBe(0);

    const hidden = await newPost(author, { hidden: true });
    expectBilingualError(await api.get('/forum/get/comment/list', other, { post_id: hidden.id }), 404);
    expectBilingualError(await api.post('/forum/create/comment', other, { post_id: hidden.id, body: '看不到' }), 404);
    await comment(author, hidden.id, '作者自己还能看到');
    await comment(admin, hidden.id, '管理员说明隐藏原因');
    expect((await threads(author, hidden.id)).total).toBe(2);

    const deleted = await newPost(author, { deletedAt: new Date() });
    expectBilingualError(await api.get('/forum/get/comment/list', author, { post_id: deleted.id }), 404);
    expectBilingualError(await api.get('/forum/get/comment/list', other, { post_id: 999_999 }), 404);
  });

  it('lets an administrator delete any comment through the user call too, audited', async () => {
    const post = await newPost(author);
    const rude = await comment(other, post.id, '广告：代考证书，联系我');
    expect((await api.post('/forum/delete/comment', admin, { id: rude.id })).statusCode).toBe(200);
    expect((await threads(author, post.id)).total).toBe(0);
    const log = await api.get('/admin/get/audit/list', admin, { action: 'forum.comment.delete', target_id: rude.id });
    expect(log.json().data).toHaveLength(1);
  });

  it(`limits comments to ${FORUM_RATE.commentsPerTenMinutes} in ten minutes per user, counted in the database`, async () => {
    const [busy, calm] = await Promise.all([registerUser(app), registerUser(app)]);
    const post = await newPost(author);
    for (let i = 0; i < FORUM_RATE.commentsPerTenMinutes; i += 1) await comment(busy, post.id, `刷楼 ${i}`);
    const res = await api.post('/forum/create/comment', busy, { post_id: post.id, body: '再来一条' });
    expectBilingualError(res, 429, 'You are commenting too often; try again in a few minutes');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The refused one is not stored, and other users still comment.
    expect((await postRow(post.id)).commentCount).toBe(FORUM_RATE.commentsPerTenMinutes);
    await comment(calm, post.id, '正常评论');
  });

  it('bounds and checks its input', async () => {
    const post = await newPost(author);
    const long = 'a'.repeat(FORUM_LIMITS.comment + 1);
    expectBilingualError(await api.post('/forum/create/comment', other, { post_id: post.id, body: long }), 400);
    expectBilingualError(await api.post('/forum/create/comment', other, { post_id: post.id, body: '   ' }), 400);
    expectBilingualError(await api.post('/forum/create/comment', other, { post_id: 'x', body: '好' }), 400);
    expect((await api.get('/forum/get/comment/list', null, { post_id: post.id })).statusCode).toBe(401);
  });
});

describe.skipIf(!onPostgres())('an edit racing a deletion on PostgreSQL', () => {
  it('answers the edit 200 or 404, never 500, and never writes text into a deleted comment', async () => {
    const rounds = 30;
    const post = await newPost(author, { commentCount: rounds * 2 });
    for (let round = 0; round < rounds; round += 1) {
      // Every other comment has a reply, so its deletion keeps it as a placeholder rather than removing the row.
      const [top] = await app.database.db
        .insert(forumComments)
        .values({ postId: post.id, authorId: other.id, body: `第 ${round} 楼` })
        .returning();
      if (!top) throw new Error('no comment');
      if (round % 2 === 1) {
        await app.database.db
          .insert(forumComments)
          .values({ postId: post.id, authorId: third.id, body: '同意', parentId: top.id, replyToId: top.id });
      }
      const [edit, removal] = await Promise.all([
        api.post('/forum/update/comment', other, { id: top.id, body: '改过的文字' }),
        api.post('/forum/delete/comment', other, { id: top.id }),
      ]);
      expect(removal.statusCode, removal.body).toBe(200);
      expect([200, 404], edit.body).toContain(edit.statusCode);
      const [row] = await app.database.db.select().from(forumComments).where(eq(forumComments.id, top.id));
      if (row) expect(row).toMatchObject({ body: '' });
    }
  });
});
