import type { ForumSort } from '@app/shared';
import { and, count, desc, eq, inArray, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forumPosts, users } from '../../db/schema/index.ts';
import { type SearchRequest, searchPage } from '../../lib/search/index.ts';
import { forumPostsSource } from './search-sql.ts';

const p = forumPosts;
const live = isNull(p.deletedAt);

/** A post as the lists show it, with its author's name and picture. */
export const postSummaryColumns = {
  id: p.id,
  title: p.title,
  category: p.category,
  excerpt: p.excerpt,
  coverKey: p.coverKey,
  authorId: p.authorId,
  authorName: users.nickName,
  authorAvatar: users.profilePicUrl,
  pinned: p.pinned,
  locked: p.locked,
  hidden: p.hidden,
  likeCount: p.likeCount,
  commentCount: p.commentCount,
  viewCount: p.viewCount,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
  lastActivityAt: p.lastActivityAt,
};

export type PostSummaryView = {
  id: number;
  title: string;
  category: string;
  excerpt: string;
  coverKey: string | null;
  authorId: number;
  authorName: string;
  authorAvatar: string;
  pinned: boolean;
  locked: boolean;
  hidden: boolean;
  likeCount: number;
  commentCount: number;
  viewCount: number;
  createdAt: Date;
  updatedAt: Date;
  lastActivityAt: Date;
};

export type PostDetailView = PostSummaryView & { body: string; html: string };

/** What the rules of a post need (post policy), of a post not deleted. */
export type PostRef = { id: number; authorId: number; hidden: boolean; title: string; imageKeys: string[] };

/** The columns a save writes: the text, its rendering and its search tokens. */
export type PostContent = {
  title: string;
  category: string;
  body: string;
  html: string;
  excerpt: string;
  coverKey: string | null;
  imageKeys: string[];
  searchTokens: string[];
  titleTokens: string[];
};

/** The queries of posts (the forum area's forum_posts table). */
export function createForumPostsRepository(db: Db) {
  const summaries = () => db.select(postSummaryColumns).from(p).innerJoin(users, eq(users.id, p.authorId));

  return {
    /** One page of the visible posts in the `sort` order (lib/search): the ids in order and the total. */
    search: (sort: ForumSort, request: SearchRequest, offset: number, limit: number) =>
      searchPage(db, forumPostsSource(sort), request, { offset, limit }),

    /** Posts not deleted by id, in the order of `ids`. */
    async summariesByIds(ids: number[]): Promise<PostSummaryView[]> {
      if (ids.length === 0) return [];
      const rows = await summaries().where(and(inArray(p.id, ids), live));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async detail(id: number): Promise<PostDetailView | null> {
      const [row] = await db
        .select({ ...postSummaryColumns, body: p.body, html: p.html })
        .from(p)
        .innerJoin(users, eq(users.id, p.authorId))
        .where(and(eq(p.id, id), live))
        .limit(1);
      return row ?? null;
    },

    /** A post not deleted; `lock` holds its row until the transaction ends (an edit or a deletion). */
    async find(id: number, options: { lock?: boolean } = {}): Promise<PostRef | null> {
      const query = db
        .select({ id: p.id, authorId: p.authorId, hidden: p.hidden, title: p.title, imageKeys: p.imageKeys })
        .from(p)
        .where(and(eq(p.id, id), live))
        .limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async insert(authorId: number, content: PostContent, at?: Date): Promise<number> {
      const dates = at
        ? {
            createdAt: at,
            updatedAt: at,
            lastActivityAt: at,
            createdEpoch: Math.floor(at.getTime() / 1000),
          }
        : {};
      const [row] = await db
        .insert(p)
        .values({ authorId, ...content, ...dates })
        .returning({ id: p.id });
      if (!row) throw new Error('post insert returned nothing');
      return row.id;
    },

    /** An author's edit: the text and its rendering; the edit time moves, the latest activity does not. */
    async update(id: number, content: PostContent) {
      await db
        .update(p)
        .set({ ...content, updatedAt: sql`now()` })
        .where(eq(p.id, id));
    },

    /** Deletes a post for everyone: it leaves every list and the search at once (both read `deleted_at`). */
    async softDelete(id: number) {
      await db.update(p).set({ deletedAt: sql`now()` }).where(eq(p.id, id));
    },

    async countView(id: number) {
      await db
        .update(p)
        .set({ viewCount: sql`${p.viewCount} + 1` })
        .where(eq(p.id, id));
    },

    /** A post's views so far (the demo seed). */
    async setViews(id: number, views: number) {
      await db.update(p).set({ viewCount: views }).where(eq(p.id, id));
    },

    /** Pinned flags by id (the demo seed pins a few). */
    async setPinned(ids: number[]) {
      if (ids.length === 0) return;
      await db.update(p).set({ pinned: true }).where(inArray(p.id, ids));
    },

    /**
     * A user's posts not deleted, newest first (forum_posts_author_recent_idx), hidden ones only when
     * `withHidden`; and how many there are.
     */
    async byAuthor(authorId: number, withHidden: boolean, offset: number, limit: number) {
      const where = and(eq(p.authorId, authorId), live, withHidden ? undefined : not(p.hidden));
      const [rows, [total]] = await Promise.all([
        summaries().where(where).orderBy(desc(p.createdAt), desc(p.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(p).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A user's posts not deleted (hidden ones too when `withHidden`) and the likes they received. */
    async authorTotals(authorId: number, withHidden: boolean) {
      const where: SQL | undefined = and(eq(p.authorId, authorId), live, withHidden ? undefined : not(p.hidden));
      const [row] = await db
        .select({ posts: count(), likes: sql<number>`coalesce(sum(${p.likeCount}), 0)`.mapWith(Number) })
        .from(p)
        .where(where);
      return { posts: row?.posts ?? 0, likes: row?.likes ?? 0 };
    },

    /** The statistics the search plans by (ADR 0090); PGlite has no autovacuum. */
    analyze: () => db.execute(sql`analyze forum_posts`),
  };
}
