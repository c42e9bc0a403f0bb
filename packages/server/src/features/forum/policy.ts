import { ROLES } from '@app/shared';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { type Actor, definePolicy } from '../../lib/authorize.ts';

const isAdmin = (actor: Actor) => actor.role === ROLES.admin;

/** What the post rules need of a post (deleted posts are never found, so they do not appear here). */
export type PolicyPost = { authorId: number; hidden: boolean };

/**
 * A post: a post an administrator hid is seen by its author and administrators only (to everyone else it does not
 * exist); its text is its author's alone to edit (administrators moderate instead); its author or an administrator
 * deletes it.
 */
export const postPolicy = definePolicy('forumPost', {
  view: {
    allow: (actor, post: PolicyPost) => !post.hidden || post.authorId === actor.id || isAdmin(actor),
    refuse: () => notFound('forumPostNotFound'),
  },
  edit: {
    allow: (actor, post: PolicyPost) => post.authorId === actor.id,
    refuse: () => forbidden('forumPostNotYours'),
  },
  delete: {
    allow: (actor, post: PolicyPost) => post.authorId === actor.id || isAdmin(actor),
    refuse: () => forbidden('forumPostNotYours'),
  },
});

/** Whether the actor sees a user's hidden posts and comments on hidden posts (the user themself, administrators). */
export const seesHiddenOf = (actor: Actor, userId: number) => actor.id === userId || isAdmin(actor);
