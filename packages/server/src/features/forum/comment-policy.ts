import { ROLES } from '@app/shared';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { type Actor, definePolicy } from '../../lib/authorize.ts';

const isAdmin = (actor: Actor) => actor.role === ROLES.admin;

/** What the comment rules need of a post. */
export type CommentedPost = { authorId: number; hidden: boolean; locked: boolean; deletedAt: Date | null };

/**
 * A post's comments: a deleted post has none for anyone; a post an administrator hid is seen (and commented on)
 * by its author and administrators only, to everyone else it does not exist; a locked post takes no new comment.
 */
export const commentedPostPolicy = definePolicy('forumPost', {
  read: {
    allow: (actor, post: CommentedPost) =>
      post.deletedAt === null && (!post.hidden || post.authorId === actor.id || isAdmin(actor)),
    refuse: () => notFound('forumPostNotFound'),
  },
  comment: {
    allow: (_actor, post: CommentedPost) => !post.locked,
    refuse: () => forbidden('forumPostLocked'),
  },
});

/** A comment's text is its author's to edit; its author or an administrator deletes it. */
export const commentPolicy = definePolicy('forumComment', {
  edit: {
    allow: (actor, comment: { authorId: number }) => comment.authorId === actor.id,
    refuse: () => forbidden('forumCommentNotYours'),
  },
  delete: {
    allow: (actor, comment: { authorId: number }) => comment.authorId === actor.id || isAdmin(actor),
    refuse: () => forbidden('forumCommentNotYours'),
  },
});
