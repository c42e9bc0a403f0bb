import type { ForumCategory } from '@app/shared';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forumComments, forumPosts, users } from '../../db/schema/index.ts';
import { countUpTo } from '../../lib/capped-count.ts';
import { holdsAll } from '../../lib/search/index.ts';
import {
  commentAuthor,
  commentViewColumns,
  onCommentAuthor,
  onRepliedAuthor,
  onRepliedComment,
  repliedAuthor,
  repliedComment,
} from './comment-view.ts';
import { postSummaryColumns } from './posts-repository.ts';

const p = forumPosts;
const c = forumComments;

/** What the administrators' post list is narrowed to; `keyword`: the query's tokens. */
export type AdminPostFilter = {
  category?: ForumCategory | undefined;
  keyword: string[];
  hidden?: boolean | undefined;
  pinned?: boolean | undefined;
  locked?: boolean | undefined;
  authorId?: number | undefined;
};

export type AdminCommentFilter = { postId?: number | undefined; authorId?: number | undefined };

export type ModerationFlags = { pinned?: boolean; locked?: boolean; hidden?: boolean };

/** The administrators' queries of the forum: every post not deleted (hidden ones too) and every live comment. */
export function createForumAdminRepository(db: Db) {
  const summaries = () => db.select(postSummaryColumns).from(p).innerJoin(users, eq(users.id, p.authorId));

  return {
    /** A page of posts, newest first; the total exact up to the search cap. */
    async postPage(filter: AdminPostFilter, offset: number, limit: number) {
      const where: SQL | undefined = and(
        isNull(p.deletedAt),
        filter.category ? eq(p.category, filter.category) : undefined,
        filter.keyword.length ? holdsAll(p.searchTokens, filter.keyword) : undefined,
        filter.hidden === undefined ? undefined : eq(p.hidden, filter.hidden),
        filter.pinned === undefined ? undefined : eq(p.pinned, filter.pinned),
        filter.locked === undefined ? undefined : eq(p.locked, filter.locked),
        filter.authorId ? eq(p.authorId, filter.authorId) : undefined,
      );
      const [rows, counted] = await Promise.all([
        summaries().where(where).orderBy(desc(p.createdAt), desc(p.id)).limit(limit).offset(offset),
        countUpTo(db, { table: p, id: p.id }, where),
      ]);
      return { rows, ...counted };
    },

    /** A post not deleted, with its author; `lock` holds its row to the transaction's end. */
    async findPost(id: number, options: { lock?: boolean } = {}) {
      const query = summaries()
        .where(and(eq(p.id, id), isNull(p.deletedAt)))
        .limit(1);
      const [row] = options.lock ? await query.for('update', { of: p }) : await query;
      return row ?? null;
    },

    async moderate(id: number, flags: ModerationFlags) {
      await db.update(p).set(flags).where(eq(p.id, id));
    },

    /** Deletes a post for everyone (its row stays, marked deleted, with its comments). */
    async deletePost(id: number) {
      await db.update(p).set({ deletedAt: sql`now()` }).where(eq(p.id, id));
    },

    /** A page of live comments (placeholders and deleted posts' left out), newest first, with their posts' titles. */
    async commentPage(filter: AdminCommentFilter, offset: number, limit: number) {
      const where = and(
        isNull(c.deletedAt),
        // Comments of a deleted post went with it.
        sql`not exists (select 1 from ${p} where ${p.id} = ${c.postId} and ${p.deletedAt} is not null)`,
        filter.postId ? eq(c.postId, filter.postId) : undefined,
        filter.authorId ? eq(c.authorId, filter.authorId) : undefined,
      );
      const [rows, counted] = await Promise.all([
        db
          .select({ ...commentViewColumns, postTitle: p.title })
          .from(c)
          .innerJoin(commentAuthor, onCommentAuthor)
          .innerJoin(p, eq(p.id, c.postId))
          .leftJoin(repliedComment, onRepliedComment)
          .leftJoin(repliedAuthor, onRepliedAuthor)
          .where(where)
          .orderBy(desc(c.createdAt), desc(c.id))
          .limit(limit)
          .offset(offset),
        countUpTo(db, { table: c, id: c.id }, where),
      ]);
      return { rows, ...counted };
    },
  };
}

export type PostSummaryRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createForumAdminRepository>['findPost']>>
>;
