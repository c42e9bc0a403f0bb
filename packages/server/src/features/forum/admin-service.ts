import type {
  AdminForumComment,
  AdminForumCommentListQuery,
  AdminForumPostListQuery,
  AuditAction,
  ForumPostSummary,
  ModerateForumPost,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { windowOffset } from '../../lib/search/index.ts';
import { queryTokens } from '../../lib/search-tokens.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import { createForumAdminRepository, type ModerationFlags, type PostSummaryRow } from './admin-repository.ts';
import { presentCommentWithPost, presentSummary } from './presenter.ts';

export type ForumAdminDeps = {
  db: Db;
  /** The URL of a stored file (a post's cover image). */
  fileUrl: (key: string) => string;
  /** Every moderation write commits with its audit entry, in one transaction (ADR 0101). */
  audit: Pick<AuditService, 'withTx'>;
};

/** What a moderation write reports for the audit log and answers. */
type ModerationChange<T> = { title: string; before: object; after: object | null; result: T };

type ForumAdminRepository = ReturnType<typeof createForumAdminRepository>;

const MODERATION_ACTIONS = {
  pinned: ['forum.post.pin', 'forum.post.unpin'],
  locked: ['forum.post.lock', 'forum.post.unlock'],
  hidden: ['forum.post.hide', 'forum.post.unhide'],
} as const satisfies Record<keyof ModerationFlags, readonly [AuditAction, AuditAction]>;

/** The audit action of a moderation call: the one change it asks for, or the generic one for several. */
function moderationAction(changes: ModerateForumPost): AuditAction {
  const asked = (Object.keys(MODERATION_ACTIONS) as (keyof ModerationFlags)[]).filter(
    (flag) => changes[flag] !== undefined,
  );
  const [only] = asked;
  if (asked.length !== 1 || only === undefined) return 'forum.post.moderate';
  const [on, off] = MODERATION_ACTIONS[only];
  return changes[only] ? on : off;
}

const flagsOf = (row: PostSummaryRow) => ({ pinned: row.pinned, locked: row.locked, hidden: row.hidden });

/** The administrators' forum: lists with hidden posts, moderation and deletion of posts, each write audited. */
export function createForumAdminService(deps: ForumAdminDeps) {
  return transactional(deps.db, (db) => {
    const repo = createForumAdminRepository(db);

    /** Runs a write on a post with its audit entry, in one transaction; answers the write's result. */
    const audited = <T>(
      admin: AuditActor,
      action: AuditAction,
      id: number,
      change: (r: ForumAdminRepository) => Promise<ModerationChange<T>>,
    ) =>
      deps.audit.withTx(db).write(admin, { action, targetType: 'forum_post' }, async (tx) => {
        const done = await change(createForumAdminRepository(tx));
        return { ...done, targetId: id, summary: done.title };
      });

    const summary = (row: PostSummaryRow): ForumPostSummary => presentSummary(row, deps.fileUrl);

    const flag = (value: string | undefined) => (value === undefined ? undefined : value === '1');

    return {
      /** Every post not deleted, hidden ones too, newest first; the total capped. */
      async posts(query: AdminForumPostListQuery) {
        const filter = {
          category: query.category,
          keyword: queryTokens(query.key_word),
          hidden: query.state === undefined ? undefined : query.state === 'hidden',
          pinned: flag(query.pinned),
          locked: flag(query.locked),
          authorId: query.author,
        };
        const { rows, total, capped } = await repo.postPage(filter, windowOffset(query.pn, query.p_size), query.p_size);
        return { data: rows.map(summary), total, capped };
      },

      /** Sets any of pinned, locked and hidden (400 when none is given). */
      moderate: (admin: AuditActor, changes: ModerateForumPost): Promise<ForumPostSummary> =>
        audited(admin, moderationAction(changes), changes.id, async (r) => {
          const flags: ModerationFlags = {};
          if (changes.pinned !== undefined) flags.pinned = changes.pinned;
          if (changes.locked !== undefined) flags.locked = changes.locked;
          if (changes.hidden !== undefined) flags.hidden = changes.hidden;
          if (Object.keys(flags).length === 0) throw badRequest('forumNothingToModerate');
          const before = await r.findPost(changes.id, { lock: true });
          if (!before) throw notFound('forumPostNotFound');
          await r.moderate(changes.id, flags);
          const after = await r.findPost(changes.id);
          if (!after) throw new Error('a moderated post vanished');
          return { title: before.title, before: flagsOf(before), after: flagsOf(after), result: summary(after) };
        }),

      /** Deletes a post for everyone. */
      deletePost: (admin: AuditActor, id: number): Promise<null> =>
        audited(admin, 'forum.post.delete', id, async (r) => {
          const before = await r.findPost(id, { lock: true });
          if (!before) throw notFound('forumPostNotFound');
          await r.deletePost(id);
          const snapshot = {
            title: before.title,
            category: before.category,
            author_id: before.authorId,
            author: before.authorName,
            ...flagsOf(before),
            comment_count: before.commentCount,
            like_count: before.likeCount,
          };
          return { title: before.title, before: snapshot, after: null, result: null };
        }),

      /** Live comments, newest first, with their posts' titles; the total capped. */
      async comments(query: AdminForumCommentListQuery, viewerId: number) {
        const filter = { postId: query.post_id, authorId: query.author };
        const { rows, total, capped } = await repo.commentPage(
          filter,
          windowOffset(query.pn, query.p_size),
          query.p_size,
        );
        const data: AdminForumComment[] = rows.map((row) => presentCommentWithPost(row, viewerId));
        return { data, total, capped };
      },
    };
  });
}

export type ForumAdminService = ReturnType<typeof createForumAdminService>;
