import {
  FORUM_LIMITS,
  FORUM_MESSAGE_TYPES,
  FORUM_RATE,
  type ForumComment,
  type ForumCommentFields,
  type ForumThread,
  formatMessage,
  MESSAGES,
  ROLES,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { notFound, tooManyRequests } from '../../lib/app-error.ts';
import { type Actor, authorize } from '../../lib/authorize.ts';
import { pageOffset } from '../../lib/paging.ts';
import { transactional } from '../../lib/transactional.ts';
import { createCounters } from '../../plugins/counters.ts';
import type { AuditService } from '../audit/index.ts';
import type { MessagesService, Notification } from '../messages/index.ts';
import { commentedPostPolicy, commentPolicy } from './comment-policy.ts';
import { createForumCommentsRepository } from './comments-repository.ts';
import { presentComment } from './presenter.ts';

/** Who writes a comment: the signed-in user, with the name their messages carry. */
export type Commenter = Actor & { nickName: string };

export type ForumCommentsDeps = {
  db: Db;
  messages: Pick<MessagesService, 'withTx'>;
  /** An administrator's deletion commits with its audit entry (ADR 0101). */
  audit: Pick<AuditService, 'withTx'>;
};

/** The comment limit's window: FORUM_RATE.commentsPerTenMinutes per user. */
const RATE_WINDOW_MS = 10 * 60_000;
/** How much of a comment a message quotes. */
const QUOTED = 40;

/** The start of a comment on one line, for a message. */
function quote(body: string) {
  const line = body.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length > QUOTED ? `${chars.slice(0, QUOTED).join('')}…` : line;
}

function notification(
  key: 'notifyForumComment' | 'notifyForumReply',
  to: number,
  from: Commenter,
  post: { id: number; title: string },
  body: string,
): Notification {
  const params = { name: from.nickName, title: post.title, excerpt: quote(body) };
  return {
    userId: to,
    senderId: from.id,
    messageType: key === 'notifyForumComment' ? FORUM_MESSAGE_TYPES.comment : FORUM_MESSAGE_TYPES.reply,
    eventId: post.id,
    content: formatMessage(MESSAGES[key].zh, params),
    contentEn: formatMessage(MESSAGES[key].en, params),
  };
}

/** What deleting a comment did, for the audit log of an administrator's deletion. */
type RemovedComment = {
  post_id: number;
  author_id: number;
  body: string;
  /** Kept as a placeholder because replies are filed under it. */
  placeholder: boolean;
};

/**
 * Comments and replies of the forum: one level of nesting (a reply is filed under its top-level
 * comment and names the comment it answers). Every write keeps its post's comment count and latest activity in
 * the same transaction, and a new comment's messages (to the post's author, to the answered comment's author)
 * commit with it.
 */
export function createForumCommentsService(deps: ForumCommentsDeps) {
  return transactional(deps.db, (db) => {
    const repo = createForumCommentsRepository(db);

    /** The post, if the actor may see its comments (404 otherwise). */
    async function readablePost(actor: Actor, postId: number, on = repo, lock = false) {
      const post = await on.findPost(postId, { lock });
      if (!post) throw notFound('forumPostNotFound');
      return authorize(actor, 'read', post, commentedPostPolicy);
    }

    /** A live comment (not a placeholder) on a post the actor may see. */
    async function liveComment(actor: Actor, id: number, on = repo, options: { lock?: boolean } = {}) {
      const comment = await on.findComment(id, options);
      if (!comment || comment.deletedAt !== null) throw notFound('forumCommentNotFound');
      await readablePost(actor, comment.postId, on);
      return comment;
    }

    async function viewOf(on: typeof repo, id: number, viewerId: number) {
      const row = await on.view(id);
      if (!row) throw new Error(`comment ${id} vanished`);
      return presentComment(row, viewerId);
    }

    return {
      /** A page of the post's top-level comments, oldest first, each with its first replies (one query for all). */
      async threads(actor: Actor, postId: number, pn: number, pSize: number) {
        await readablePost(actor, postId);
        const { rows, total } = await repo.threads(postId, pageOffset({ pn, p_size: pSize }), pSize);
        const previews = await repo.previews(
          rows.map((r) => r.id),
          FORUM_LIMITS.repliesShown,
        );
        const data: ForumThread[] = rows.map((row) => {
          const replies = previews.filter((p) => p.parentId === row.id);
          return {
            ...presentComment(row, actor.id),
            replies: replies.map((reply) => presentComment(reply, actor.id)),
            reply_count: replies[0]?.total ?? 0,
          };
        });
        return { data, total };
      },

      /** A page of the replies under a top-level comment, oldest first. */
      async replies(actor: Actor, id: number, pn: number, pSize: number) {
        const parent = await repo.findComment(id);
        if (!parent || parent.parentId !== null) throw notFound('forumCommentNotFound');
        await readablePost(actor, parent.postId);
        const { rows, total } = await repo.replies(id, pageOffset({ pn, p_size: pSize }), pSize);
        return { data: rows.map((row) => presentComment(row, actor.id)), total };
      },

      /**
       * A new comment, or a reply when `reply_to` names a comment of the same post. Refused on a locked post (403),
       * a post the commenter may not see (404) and past the commenter's limit (429; counted in the database, in
       * this transaction, so a refused comment does not count).
       */
      create(actor: Commenter, fields: ForumCommentFields): Promise<ForumComment> {
        return db.transaction(async (tx) => {
          const r = createForumCommentsRepository(tx);
          const post = await readablePost(actor, fields.post_id, r, true);
          await authorize(actor, 'comment', post, commentedPostPolicy);
          const answered = fields.reply_to ? await r.findComment(fields.reply_to) : null;
          if (fields.reply_to && (!answered || answered.postId !== post.id || answered.deletedAt !== null)) {
            throw notFound('forumCommentNotFound');
          }
          const hit = await createCounters(tx).hit(`forum-comment:${actor.id}`, RATE_WINDOW_MS);
          if (hit.count > FORUM_RATE.commentsPerTenMinutes) {
            throw tooManyRequests('forumCommentRateLimited', Math.max(1, Math.ceil(hit.ttlMs / 1000)));
          }
          const id = await r.insert({
            postId: post.id,
            authorId: actor.id,
            parentId: answered ? (answered.parentId ?? answered.id) : null,
            replyToId: answered?.id ?? null,
            body: fields.body,
          });
          await r.commentAdded(post.id);

          const told: Notification[] = [];
          if (answered && answered.authorId !== actor.id) {
            told.push(notification('notifyForumReply', answered.authorId, actor, post, fields.body));
          }
          if (post.authorId !== actor.id && post.authorId !== answered?.authorId) {
            told.push(notification('notifyForumComment', post.authorId, actor, post, fields.body));
          }
          if (told.length > 0) await deps.messages.withTx(tx).notify(told);
          return viewOf(r, id, actor.id);
        });
      },

      /** New text of the author's own comment (403 for anyone else, administrators too). */
      update(actor: Actor, id: number, body: string): Promise<ForumComment> {
        return db.transaction(async (tx) => {
          const r = createForumCommentsRepository(tx);
          // Locked, so a deletion that commits meanwhile is seen (404) rather than edited over or read back as gone.
          const comment = await liveComment(actor, id, r, { lock: true });
          await authorize(actor, 'edit', comment, commentPolicy);
          await r.updateBody(id, body);
          return viewOf(r, id, actor.id);
        });
      },

      /**
       * Deletes a comment (its author, or an administrator): a top-level comment with replies stays as a placeholder,
       * any other goes; a placeholder whose last reply goes goes with it. The post counts one comment fewer. An
       * administrator's deletion, of any comment, is recorded in the audit log in the same transaction.
       */
      remove(actor: Commenter, id: number): Promise<void> {
        return db.transaction(async (tx) => {
          const r = createForumCommentsRepository(tx);
          const first = await r.findComment(id);
          if (!first) throw notFound('forumCommentNotFound');
          // The post's row first, as a new comment takes it: counts change in one order.
          await r.findPost(first.postId, { lock: true });
          const comment = await liveComment(actor, id, r);
          await authorize(actor, 'delete', comment, commentPolicy);
          const placeholder = comment.parentId === null && (await r.hasReplies(id));
          if (placeholder) await r.toPlaceholder(id);
          else await r.delete(id);
          if (comment.parentId !== null) await r.dropEmptyPlaceholder(comment.parentId);
          await r.commentRemoved(comment.postId);
          if (actor.role !== ROLES.admin) return;
          const removed: RemovedComment = {
            post_id: comment.postId,
            author_id: comment.authorId,
            body: comment.body,
            placeholder,
          };
          await deps.audit
            .withTx(tx)
            .record(
              actor,
              { action: 'forum.comment.delete', targetType: 'forum_comment' },
              { targetId: id, summary: removed.body.slice(0, 80), before: removed },
            );
        });
      },
    };
  });
}

export type ForumCommentsService = ReturnType<typeof createForumCommentsService>;
