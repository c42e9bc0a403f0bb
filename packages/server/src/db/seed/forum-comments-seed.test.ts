import { FORUM_CATEGORIES, FORUM_MESSAGE_TYPES, type ForumThread } from '@app/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, login } from '../../test/factories.ts';
import { forumComments, forumPostLikes, forumPosts, messages } from '../schema/index.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import { DEMO_FORUM_SEEKER_PHONE, DEMO_THREADS, seedForumComments } from './forum-comments.ts';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
  await app.database.db.transaction(async (tx) => {
    const users = await app.services.accounts.withTx(tx).createMany(DEMO_USERS, DEMO_PASSWORD);
    const hr = users.find((u) => u.role === '2');
    if (!hr) throw new Error('no demo HR');
    // A post in every category by the demo recruiter, as the posts' seed writes them, days ago.
    await tx.insert(forumPosts).values(
      FORUM_CATEGORIES.map((category, i) => ({
        authorId: hr.id,
        category,
        title: `演示帖子 ${category}`,
        body: '正文',
        html: '<p>正文</p>',
        createdAt: new Date(Date.now() - (i + 2) * 86_400_000),
        lastActivityAt: new Date(Date.now() - (i + 2) * 86_400_000),
      })),
    );
    await seedForumComments(app, tx);
  });
}, 60_000);
afterAll(() => app.close());

describe('demo forum comments', () => {
  it('writes threads with replies under every post, and the posts count them', async () => {
    const db = app.database.db;
    const posts = await db.select().from(forumPosts).orderBy(asc(forumPosts.id));
    for (const post of posts) {
      const [row] = await db.select({ n: count() }).from(forumComments).where(eq(forumComments.postId, post.id));
      expect(row?.n).toBeGreaterThan(1);
      expect(post.commentCount).toBe(row?.n);
      const [likes] = await db.select({ n: count() }).from(forumPostLikes).where(eq(forumPostLikes.postId, post.id));
      expect(post.likeCount).toBe(likes?.n);
      expect(post.lastActivityAt.getTime()).toBeGreaterThan(post.createdAt.getTime());
      expect(post.lastActivityAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    const [liked] = await db.select({ n: count() }).from(forumPostLikes);
    expect(liked?.n).toBeGreaterThan(0);
    // Every reply is filed under a top-level comment of the same post, after it.
    const result = (await db.execute(sql`
      select count(*)::int as n from forum_comments r join forum_comments t on t.id = r.parent_id
      where t.post_id <> r.post_id or t.parent_id is not null or r.created_at <= t.created_at`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    const [stray] = result.rows;
    expect(stray?.n).toBe(0);
    expect(Object.values(DEMO_THREADS).every((threads) => threads.every((t) => t.replies.length > 0))).toBe(true);
  });

  it('shows the demo job seeker a reply in their messages, and the post author the comments', async () => {
    const seeker = await login(app, DEMO_FORUM_SEEKER_PHONE, DEMO_PASSWORD);
    const res = await app.inject({
      method: 'GET',
      url: '/u/v1/user/get/messages?pn=1&p_size=50',
      headers: authHeader(seeker.token),
    });
    const forum = (res.json().data as { message_type: string; event_id: number; content: string }[]).filter(
      (m) => m.message_type === FORUM_MESSAGE_TYPES.reply,
    );
    expect(forum.length).toBeGreaterThan(0);
    expect(forum[0]?.content).toContain('回复了你在《演示帖子');

    const comments = await app.inject({
      method: 'GET',
      url: `/u/v1/forum/get/comment/list?post_id=${forum[0]?.event_id}`,
      headers: authHeader(seeker.token),
    });
    const threads = comments.json().data as ForumThread[];
    expect(threads.some((t) => t.author.id === seeker.id && t.replies.length > 0)).toBe(true);

    const [told] = await app.database.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.messageType, FORUM_MESSAGE_TYPES.comment));
    expect(told?.n).toBeGreaterThan(FORUM_CATEGORIES.length);
  });
});
