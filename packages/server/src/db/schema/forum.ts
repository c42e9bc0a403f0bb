import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// The forum (docs/product/forum.md), owned by the forum area: posts, comments with replies, likes.

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A post: the Markdown `body` and the `html` rendered and sanitised from it at save time, with the plain-text
 * `excerpt`, the first image (`cover_key`) and every image the body references (`image_keys`, storage keys).
 * `hidden` is set by administrators (seen by the author and administrators only); `deleted_at` removes it for all.
 * `last_activity_at` moves on a new comment; `hot_score` is computed by the database from the counts and the age
 * (`created_epoch`, seconds). `search_tokens` (title, text and the `category:` facet) and `title_tokens` hold the
 * tokens of lib/search-tokens.ts for the GIN lookups. The two partial indexes walk the two list orders, pinned first.
 */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    html: text('html').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    coverKey: text('cover_key'),
    imageKeys: text('image_keys').array().notNull().default(sql`'{}'::text[]`),
    pinned: boolean('pinned').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    deletedAt: at('deleted_at'),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
    createdEpoch: bigint('created_epoch', { mode: 'number' })
      .notNull()
      .default(sql`floor(extract(epoch from now()))::bigint`),
    hotScore: doublePrecision('hot_score')
      .notNull()
      .generatedAlwaysAs(
        sql`log(1 + like_count * 3 + comment_count * 2 + view_count / 20.0) + created_epoch / 45000.0`,
      ),
    searchTokens: text('search_tokens').array().notNull().default(sql`'{}'::text[]`),
    titleTokens: text('title_tokens').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('forum_posts_search_tokens_gin').using('gin', t.searchTokens),
    index('forum_posts_title_tokens_gin').using('gin', t.titleTokens),
    index('forum_posts_active_idx')
      .on(t.pinned.desc().nullsFirst(), t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null and not ${t.hidden}`),
    index('forum_posts_hot_idx')
      .on(t.pinned.desc().nullsFirst(), t.hotScore.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null and not ${t.hidden}`),
    index('forum_posts_author_recent_idx').on(t.authorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check(
      'forum_posts_category_check',
      sql`${t.category} in ('jobs', 'exams', 'standards', 'practice', 'software', 'lounge')`,
    ),
    check(
      'forum_posts_counts_non_negative',
      sql`${t.likeCount} >= 0 and ${t.commentCount} >= 0 and ${t.viewCount} >= 0`,
    ),
  ],
);

/**
 * A comment on a post, or a reply: `parent_id` is the top-level comment a reply is filed under (one level of
 * nesting), `reply_to_id` the comment it answers. A deleted comment that has replies keeps its row (`deleted_at`).
 */
export const forumComments = pgTable(
  'forum_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => forumComments.id, { onDelete: 'cascade' }),
    replyToId: integer('reply_to_id').references((): AnyPgColumn => forumComments.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    deletedAt: at('deleted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('forum_comments_post_idx').on(t.postId, t.parentId, t.id),
    index('forum_comments_parent_idx').on(t.parentId, t.id),
    index('forum_comments_author_recent_idx').on(t.authorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('forum_comments_recent_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** One like per user and post: the primary key makes a repeated or concurrent like count once. */
export const forumPostLikes = pgTable(
  'forum_post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);
