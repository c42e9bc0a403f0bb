import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forumComments, forumPosts } from '../../db/schema/index.ts';
import {
  type CommentView,
  commentAuthor,
  commentViewColumns,
  onCommentAuthor,
  onRepliedAuthor,
  onRepliedComment,
  repliedAuthor,
  repliedComment,
} from './comment-view.ts';

const c = forumComments;

export type CommentRow = typeof forumComments.$inferSelect;

/** The queries of comments and replies, and the counters they keep on their post (the forum area's tables). */
export function createForumCommentsRepository(db: Db) {
  const views = () =>
    db
      .select(commentViewColumns)
      .from(c)
      .innerJoin(commentAuthor, onCommentAuthor)
      .leftJoin(repliedComment, onRepliedComment)
      .leftJoin(repliedAuthor, onRepliedAuthor);

  return {
    /** The post a comment is on, what the comment rules need of it; `lock` holds its row to the transaction's end. */
    async findPost(id: number, options: { lock?: boolean } = {}) {
      const query = db
        .select({
          id: forumPosts.id,
          authorId: forumPosts.authorId,
          title: forumPosts.title,
          hidden: forumPosts.hidden,
          locked: forumPosts.locked,
          deletedAt: forumPosts.deletedAt,
        })
        .from(forumPosts)
        .where(eq(forumPosts.id, id))
        .limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async findComment(id: number, options: { lock?: boolean } = {}): Promise<CommentRow | null> {
      const query = db.select().from(c).where(eq(c.id, id)).limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async view(id: number): Promise<CommentView | null> {
      const [row] = await views().where(eq(c.id, id)).limit(1);
      return row ?? null;
    },

    async insert(values: {
      postId: number;
      authorId: number;
      parentId: number | null;
      replyToId: number | null;
      body: string;
    }) {
      const [row] = await db.insert(c).values(values).returning({ id: c.id });
      if (!row) throw new Error('comment insert returned nothing');
      return row.id;
    },

    async updateBody(id: number, body: string) {
      await db.update(c).set({ body, updatedAt: new Date() }).where(eq(c.id, id));
    },

    /** Whether any reply is filed under the top-level comment `id`. */
    async hasReplies(id: number) {
      const [row] = await db.select({ id: c.id }).from(c).where(eq(c.parentId, id)).limit(1);
      return row !== undefined;
    },

    /** Keeps a deleted comment that has replies as a placeholder: no text, marked deleted. */
    async toPlaceholder(id: number) {
      await db.update(c).set({ body: '', deletedAt: sql`now()` }).where(eq(c.id, id));
    },

    async delete(id: number) {
      await db.delete(c).where(eq(c.id, id));
    },

    /** Drops the placeholder `parentId` once its last reply is gone. */
    async dropEmptyPlaceholder(parentId: number) {
      await db.execute(sql`
        delete from ${c} where ${c.id} = ${parentId} and ${c.deletedAt} is not null
          and not exists (select 1 from ${c} as r where r.parent_id = ${parentId})`);
    },

    /** A new comment on the post: one more in its count, and its latest activity now. */
    async commentAdded(postId: number) {
      await db
        .update(forumPosts)
        .set({ commentCount: sql`${forumPosts.commentCount} + 1`, lastActivityAt: sql`now()` })
        .where(eq(forumPosts.id, postId));
    },

    /** A comment gone: one fewer in its post's count; the latest activity falls back to the newest left. */
    async commentRemoved(postId: number) {
      const newest = db
        .select({ at: sql`max(${c.createdAt})` })
        .from(c)
        .where(and(eq(c.postId, postId), isNull(c.deletedAt)));
      await db
        .update(forumPosts)
        .set({
          commentCount: sql`greatest(${forumPosts.commentCount} - 1, 0)`,
          lastActivityAt: sql`greatest(${forumPosts.createdAt}, coalesce((${newest}), ${forumPosts.createdAt}))`,
        })
        .where(eq(forumPosts.id, postId));
    },

    /** A page of the post's top-level comments, oldest first, and how many there are. */
    async threads(postId: number, offset: number, limit: number) {
      const top = and(eq(c.postId, postId), isNull(c.parentId));
      const [rows, [total]] = await Promise.all([
        views().where(top).orderBy(asc(c.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(c).where(top),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * The first `shown` replies of each of the top-level comments `parentIds`, oldest first, with how many each
     * has, in one query (numbered per thread by a window function).
     */
    async previews(parentIds: number[], shown: number) {
      if (parentIds.length === 0) return [];
      const ranked = db
        .select({
          id: c.id,
          rank: sql<number>`row_number() over (partition by ${c.parentId} order by ${c.id})`.as('rank'),
          total: sql<number>`count(*) over (partition by ${c.parentId})`.as('total'),
        })
        .from(c)
        .where(inArray(c.parentId, parentIds))
        .as('ranked');
      const rows = await db
        .select({ ...commentViewColumns, rank: ranked.rank, total: ranked.total })
        .from(ranked)
        .innerJoin(c, eq(c.id, ranked.id))
        .innerJoin(commentAuthor, onCommentAuthor)
        .leftJoin(repliedComment, onRepliedComment)
        .leftJoin(repliedAuthor, onRepliedAuthor)
        .where(lte(ranked.rank, shown))
        .orderBy(asc(c.parentId), asc(c.id));
      return rows.map((row) => ({ ...row, total: Number(row.total) }));
    },

    /** A page of the replies under one top-level comment, oldest first, and how many there are. */
    async replies(parentId: number, offset: number, limit: number) {
      const under = eq(c.parentId, parentId);
      const [rows, [total]] = await Promise.all([
        views().where(under).orderBy(asc(c.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(c).where(under),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
