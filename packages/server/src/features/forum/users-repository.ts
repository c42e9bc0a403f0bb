import { and, count, desc, eq, isNull, not, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forumComments, forumPosts, users } from '../../db/schema/index.ts';
import {
  commentAuthor,
  commentViewColumns,
  onCommentAuthor,
  onRepliedAuthor,
  onRepliedComment,
  repliedAuthor,
  repliedComment,
} from './comment-view.ts';

const c = forumComments;
const p = forumPosts;

/**
 * The comments of a user the forum user page lists: not deleted, on posts not deleted; on hidden posts only when
 * `withHidden` (the user themself or an administrator).
 */
const userComments = (userId: number, withHidden: boolean): SQL | undefined =>
  and(eq(c.authorId, userId), isNull(c.deletedAt), isNull(p.deletedAt), withHidden ? undefined : not(p.hidden));

/** The queries of the forum's user pages (a member's profile and comments; their posts are posts-repository's). */
export function createForumUsersRepository(db: Db) {
  return {
    async user(id: number) {
      const [row] = await db
        .select({ id: users.id, nickName: users.nickName, avatar: users.profilePicUrl, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ?? null;
    },

    async commentCount(userId: number, withHidden: boolean): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(c)
        .innerJoin(p, eq(p.id, c.postId))
        .where(userComments(userId, withHidden));
      return row?.n ?? 0;
    },

    /** A page of the user's comments, newest first (forum_comments_author_recent_idx), with their posts' titles. */
    async comments(userId: number, withHidden: boolean, offset: number, limit: number) {
      const where = userComments(userId, withHidden);
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...commentViewColumns, postTitle: p.title })
          .from(c)
          .innerJoin(p, eq(p.id, c.postId))
          .innerJoin(commentAuthor, onCommentAuthor)
          .leftJoin(repliedComment, onRepliedComment)
          .leftJoin(repliedAuthor, onRepliedAuthor)
          .where(where)
          .orderBy(desc(c.createdAt), desc(c.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(c).innerJoin(p, eq(p.id, c.postId)).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
