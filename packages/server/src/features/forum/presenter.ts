import {
  type ForumAuthor,
  type ForumCategory,
  type ForumComment,
  type ForumPostDetail,
  type ForumPostSummary,
  type ForumUserComment,
  ROLES,
} from '@app/shared';
import type { Actor } from '../../lib/authorize.ts';
import type { CommentView } from './comment-view.ts';
import type { PostDetailView, PostSummaryView } from './posts-repository.ts';

const authorOf = (id: number, name: string | null, avatar: string | null): ForumAuthor => ({
  id,
  nick_name: name ?? '',
  avatar_url: avatar ?? '',
});

/** A comment as the caller `viewerId` sees it: a deleted one (a placeholder) keeps no text and no edit. */
export function presentComment(row: CommentView, viewerId: number): ForumComment {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    post_id: row.postId,
    parent_id: row.parentId,
    reply_to:
      row.parentId !== null && row.replyToId !== null && row.repliedAuthorId !== null
        ? { id: row.replyToId, author: authorOf(row.repliedAuthorId, row.repliedName, row.repliedAvatar) }
        : null,
    body: deleted ? '' : row.body,
    author: authorOf(row.authorId, row.authorName, row.authorAvatar),
    deleted,
    create_time: row.createdAt.toISOString(),
    update_time: row.updatedAt.toISOString(),
    can_edit: !deleted && row.authorId === viewerId,
  };
}

/** A comment with the title of its post (a user's comments page, the administrators' comment list). */
export const presentCommentWithPost = (
  row: CommentView & { postTitle: string },
  viewerId: number,
): ForumUserComment => ({
  ...presentComment(row, viewerId),
  post_title: row.postTitle,
});

/** A post as every list shows it (the cover signed by `fileUrl`). */
export function presentSummary(row: PostSummaryView, fileUrl: (key: string) => string): ForumPostSummary {
  return {
    id: row.id,
    title: row.title,
    category: row.category as ForumCategory,
    excerpt: row.excerpt,
    cover_url: row.coverKey ? fileUrl(row.coverKey) : null,
    author: { id: row.authorId, nick_name: row.authorName, avatar_url: row.authorAvatar },
    pinned: row.pinned,
    locked: row.locked,
    hidden: row.hidden,
    like_count: row.likeCount,
    comment_count: row.commentCount,
    view_count: row.viewCount,
    create_time: row.createdAt.toISOString(),
    update_time: row.updatedAt.toISOString(),
    last_activity_time: row.lastActivityAt.toISOString(),
  };
}

/** A post as its page shows it to `actor`: the body, whether they liked it, may edit or moderate it. */
export function presentPostDetail(
  actor: Actor,
  row: PostDetailView,
  liked: boolean,
  fileUrl: (key: string) => string,
): ForumPostDetail {
  return {
    ...presentSummary(row, fileUrl),
    body: row.body,
    html: row.html,
    liked,
    can_edit: row.authorId === actor.id,
    can_moderate: actor.role === ROLES.admin,
  };
}
