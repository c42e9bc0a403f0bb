import type { ForumPostSummary, ForumUser, ForumUserComment } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/authorize.ts';
import { windowOffset } from '../../lib/search/index.ts';
import { transactional } from '../../lib/transactional.ts';
import { seesHiddenOf } from './policy.ts';
import { createForumPostsRepository } from './posts-repository.ts';
import { presentCommentWithPost, presentSummary } from './presenter.ts';
import { createForumUsersRepository } from './users-repository.ts';

export type ForumUsersDeps = { db: Db; fileUrl: (key: string) => string };

type Paging = { id: number; pn: number; p_size: number };

/**
 * The forum's user pages: a member's profile with their counts, their posts and their comments,
 * newest first. A user's hidden posts, and comments on hidden posts, are seen by the user and administrators only.
 */
export function createForumUsersService(deps: ForumUsersDeps) {
  return transactional(deps.db, (db) => {
    const users = createForumUsersRepository(db);
    const posts = createForumPostsRepository(db);

    async function mustFind(id: number) {
      const user = await users.user(id);
      if (!user) throw notFound('forumUserNotFound');
      return user;
    }

    return {
      /** GET /forum/get/user. */
      async profile(actor: Actor, id: number): Promise<ForumUser> {
        const user = await mustFind(id);
        const withHidden = seesHiddenOf(actor, id);
        const [totals, comments] = await Promise.all([
          posts.authorTotals(id, withHidden),
          users.commentCount(id, withHidden),
        ]);
        return {
          id: user.id,
          nick_name: user.nickName,
          avatar_url: user.avatar,
          post_count: totals.posts,
          comment_count: comments,
          likes_received: totals.likes,
          join_time: user.createdAt.toISOString(),
        };
      },

      /** GET /forum/get/user/posts: newest first. */
      async posts(actor: Actor, query: Paging): Promise<{ data: ForumPostSummary[]; total: number }> {
        await mustFind(query.id);
        const { rows, total } = await posts.byAuthor(
          query.id,
          seesHiddenOf(actor, query.id),
          windowOffset(query.pn, query.p_size),
          query.p_size,
        );
        return { data: rows.map((row) => presentSummary(row, deps.fileUrl)), total };
      },

      /** GET /forum/get/user/comments: newest first, with their posts' titles. */
      async comments(actor: Actor, query: Paging): Promise<{ data: ForumUserComment[]; total: number }> {
        await mustFind(query.id);
        const { rows, total } = await users.comments(
          query.id,
          seesHiddenOf(actor, query.id),
          windowOffset(query.pn, query.p_size),
          query.p_size,
        );
        return { data: rows.map((row) => presentCommentWithPost(row, actor.id)), total };
      },
    };
  });
}

export type ForumUsersService = ReturnType<typeof createForumUsersService>;
