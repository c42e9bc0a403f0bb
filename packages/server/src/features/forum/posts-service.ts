import {
  FORUM_LIMITS,
  FORUM_RATE,
  FORUM_SORTS,
  type ForumLikeSchema,
  type ForumPostDetail,
  type ForumPostFields,
  type ForumPostListQuery,
} from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound, tooManyRequests } from '../../lib/app-error.ts';
import { type Actor, authorize } from '../../lib/authorize.ts';
import { windowOffset } from '../../lib/search/index.ts';
import type { IncomingFile } from '../../lib/storage/incoming.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { storeUpload } from '../../lib/storage/uploads.ts';
import { transactional } from '../../lib/transactional.ts';
import { createCounters } from '../../plugins/counters.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import { createForumLikesRepository } from './likes-repository.ts';
import { postPolicy } from './policy.ts';
import { createForumPostsRepository, type PostContent, type PostSummaryView } from './posts-repository.ts';
import { presentPostDetail, presentSummary } from './presenter.ts';
import { renderPost } from './render.ts';
import { postSearchRequest, postTokens } from './search-sql.ts';

export type ForumPostsDeps = {
  db: Db;
  storage: Storage;
  /** The URL of a stored file (a post's cover; forum images are in a public folder, so it never expires). */
  fileUrl: (key: string) => string;
  /** An administrator's deletion of someone else's post commits with its audit entry. */
  audit: Pick<AuditService, 'withTx'>;
};

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Who writes: the signed-in user (the audit log names an administrator who deletes). */
type ForumActor = Actor & Pick<AuditActor, 'nickName'>;

/**
 * Forum posts: the list (pinned first, latest activity or hottest, keyword and category through
 * lib/search), the detail (counts a view), writing with the Markdown rendered and checked at save time, deletion,
 * images and likes.
 */
export function createForumPostsService(deps: ForumPostsDeps) {
  return transactional(deps.db, (db) => forumPostsService(db, deps));
}

function forumPostsService(db: Db, deps: ForumPostsDeps) {
  const repo = createForumPostsRepository(db);
  const summary = (row: PostSummaryView) => presentSummary(row, deps.fileUrl);

  /**
   * Renders and checks a body: every image must be one uploaded here and still stored (400 forumImageUnknown), at
   * most FORUM_LIMITS.images of them (400 forumTooManyImages). Answers the columns a save writes.
   */
  async function contentOf(fields: ForumPostFields): Promise<PostContent> {
    const rendered = renderPost(fields.body);
    if (rendered.foreignImages > 0) throw badRequest('forumImageUnknown');
    if (rendered.imageKeys.length > FORUM_LIMITS.images) throw badRequest('forumTooManyImages');
    const sizes = await Promise.all([...new Set(rendered.imageKeys)].map((key) => deps.storage.size(key)));
    if (sizes.some((size) => size === null)) throw badRequest('forumImageUnknown');
    return {
      title: fields.title,
      category: fields.category,
      body: fields.body,
      html: rendered.html,
      excerpt: rendered.excerpt,
      coverKey: rendered.imageKeys[0] ?? null,
      imageKeys: rendered.imageKeys,
      ...postTokens({ title: fields.title, text: rendered.text, category: fields.category }),
    };
  }

  /** A post not deleted that the actor may see (404 otherwise). */
  async function visiblePost(actor: Actor, id: number, on = repo, lock = false) {
    const post = await on.find(id, { lock });
    if (!post) throw notFound('forumPostNotFound');
    return authorize(actor, 'view', post, postPolicy);
  }

  return {
    /** GET /forum/get/post/list: visible posts, pinned first, then by the order; title matches of a keyword first. */
    async list(query: ForumPostListQuery) {
      const offset = windowOffset(query.pn, query.p_size);
      const sort = query.sort ?? FORUM_SORTS[0];
      const request = postSearchRequest({ keyword: query.key_word, category: query.category });
      const found = await repo.search(sort, request, offset, query.p_size);
      const rows = await repo.summariesByIds(found.ids);
      return { data: rows.map(summary), total: found.total, capped: found.capped };
    },

    /** GET /forum/get/post: counts one view; a hidden post only for its author and administrators (404). */
    async detail(actor: Actor, id: number): Promise<ForumPostDetail> {
      await visiblePost(actor, id);
      await repo.countView(id);
      const row = await repo.detail(id);
      if (!row) throw notFound('forumPostNotFound');
      const liked = await createForumLikesRepository(db).likedAmong(actor.id, [id]);
      return presentPostDetail(actor, row, liked.has(id), deps.fileUrl);
    },

    /** POST /forum/preview: the body as a post would show it (images not checked against storage). */
    preview: (body: string) => ({ html: renderPost(body).html }),

    /**
     * POST /forum/create/post: the body rendered and checked, then, in one transaction, the user's hourly and daily
     * counters (429 past FORUM_RATE; a refused or failed post rolls its hits back) and the row.
     */
    async create(actor: Actor, fields: ForumPostFields): Promise<{ id: number }> {
      const content = await contentOf(fields);
      const id = await db.transaction(async (tx) => {
        const counters = createCounters(tx);
        const hour = await counters.hit(`forum-post-hour:${actor.id}`, HOUR_MS);
        const day = await counters.hit(`forum-post-day:${actor.id}`, DAY_MS);
        const over = [hour.count > FORUM_RATE.postsPerHour && hour, day.count > FORUM_RATE.postsPerDay && day];
        const refused = over.find((hit) => hit !== false);
        if (refused) throw tooManyRequests('forumPostRateLimited', Math.max(1, Math.ceil(refused.ttlMs / 1000)));
        return createForumPostsRepository(tx).insert(actor.id, content);
      });
      return { id };
    },

    /** POST /forum/update/post: the author's own post only (403 forumPostNotYours; hidden from others: 404). */
    async update(actor: Actor, id: number, fields: ForumPostFields): Promise<{ id: number }> {
      // Refused before the body is looked at (someone else's post answers 403, whatever its text); checked again on
      // the locked row.
      await authorize(actor, 'edit', await visiblePost(actor, id), postPolicy);
      const content = await contentOf(fields);
      await db.transaction(async (tx) => {
        const txRepo = createForumPostsRepository(tx);
        const post = await visiblePost(actor, id, txRepo, true);
        await authorize(actor, 'edit', post, postPolicy);
        await txRepo.update(id, content);
      });
      // The images an edit dropped stay in storage: a preview or another post may still show them, and nothing
      // tracks who references an image besides the posts' image_keys (see `remove`).
      return { id };
    },

    /**
     * POST /forum/delete/post: its author or an administrator; an administrator's deletion of another's post commits
     * with its audit entry. The post leaves every list and the search at once. Its images are kept in storage: a
     * deleted post keeps its row (and image_keys) for moderation, and keys are cheap; nothing else reads them.
     */
    async remove(actor: ForumActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const txRepo = createForumPostsRepository(tx);
        const post = await visiblePost(actor, id, txRepo, true);
        await authorize(actor, 'delete', post, postPolicy);
        await txRepo.softDelete(id);
        if (post.authorId !== actor.id) {
          await deps.audit
            .withTx(tx)
            .record(
              actor,
              { action: 'forum.post.delete', targetType: 'forum_post' },
              { targetId: id, summary: post.title, before: { title: post.title, author_id: post.authorId } },
            );
        }
      });
    },

    /**
     * POST /forum/upload/image: counted against FORUM_RATE.imagesPerHour (429 forumImageRateLimited), checked and
     * re-encoded (lib/storage/uploads.ts), stored in the forum's public folder; answers its URL for the Markdown.
     */
    async uploadImage(actor: Actor, file: IncomingFile): Promise<{ url: string }> {
      const hit = await createCounters(db).hit(`forum-image:${actor.id}`, HOUR_MS);
      if (hit.count > FORUM_RATE.imagesPerHour) {
        throw tooManyRequests('forumImageRateLimited', Math.max(1, Math.ceil(hit.ttlMs / 1000)));
      }
      const key = await storeUpload(deps.storage, file, actor.id);
      return { url: deps.fileUrl(key) };
    },

    /** POST /forum/like/post: like or take the like back, idempotently, on a post the actor may see. */
    async like(actor: Actor, id: number, liked: boolean): Promise<z.infer<typeof ForumLikeSchema>> {
      return db.transaction(async (tx) => {
        await visiblePost(actor, id, createForumPostsRepository(tx));
        const likes = createForumLikesRepository(tx);
        const count = liked ? await likes.like(id, actor.id) : await likes.unlike(id, actor.id);
        return { liked, like_count: count };
      });
    },

    /** A post written directly (the demo seed): rendered like any post, dated `at`, without the rate limit. */
    async seedPost(authorId: number, fields: ForumPostFields, at: Date): Promise<number> {
      return repo.insert(authorId, await contentOf(fields), at);
    },

    setPinned: (ids: number[]) => repo.setPinned(ids),
    setViews: (id: number, views: number) => repo.setViews(id, views),
    analyze: () => repo.analyze(),
  };
}

export type ForumPostsService = ReturnType<typeof createForumPostsService>;
