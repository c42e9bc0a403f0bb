import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forumPostLikes, forumPosts } from '../../db/schema/index.ts';

const l = forumPostLikes;
const p = forumPosts;

/**
 * Likes (forum_post_likes) and the like_count they keep on their post. Meant to run in one transaction: the
 * primary key decides whether a like is new (a concurrent second like waits on it and then inserts nothing), and the
 * count moves only when a row was really inserted or deleted, so repeating a like or an unlike changes nothing.
 */
export function createForumLikesRepository(db: Db) {
  const countOf = async (postId: number) => {
    const [row] = await db.select({ n: p.likeCount }).from(p).where(eq(p.id, postId));
    return row?.n ?? 0;
  };
  const moveCount = async (postId: number, by: 1 | -1) => {
    const [row] = await db
      .update(p)
      .set({ likeCount: sql`greatest(${p.likeCount} + ${by}, 0)` })
      .where(eq(p.id, postId))
      .returning({ n: p.likeCount });
    return row?.n ?? 0;
  };

  return {
    /** Likes the post (nothing when already liked); answers the post's like count. */
    async like(postId: number, userId: number): Promise<number> {
      const inserted = await db.insert(l).values({ postId, userId }).onConflictDoNothing().returning({ id: l.postId });
      return inserted.length > 0 ? moveCount(postId, 1) : countOf(postId);
    },

    /** Takes the like back (nothing when there was none); answers the post's like count. */
    async unlike(postId: number, userId: number): Promise<number> {
      const deleted = await db
        .delete(l)
        .where(and(eq(l.postId, postId), eq(l.userId, userId)))
        .returning({ id: l.postId });
      return deleted.length > 0 ? moveCount(postId, -1) : countOf(postId);
    },

    /** Which of these posts the user likes. */
    async likedAmong(userId: number, postIds: number[]): Promise<Set<number>> {
      if (postIds.length === 0) return new Set();
      const rows = await db
        .select({ id: l.postId })
        .from(l)
        .where(and(eq(l.userId, userId), inArray(l.postId, postIds)));
      return new Set(rows.map((r) => r.id));
    },
  };
}
