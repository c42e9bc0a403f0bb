import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { forumComments, users } from '../../db/schema/index.ts';

const c = forumComments;
/** The comment's author, the comment a reply answers, and that comment's author, as a comment view joins them. */
export const commentAuthor = alias(users, 'comment_author');
export const repliedComment = alias(forumComments, 'replied');
export const repliedAuthor = alias(users, 'replied_author');

/** The join conditions of those three, in the order a query over `forum_comments` joins them. */
export const onCommentAuthor = eq(commentAuthor.id, c.authorId);
export const onRepliedComment = eq(repliedComment.id, c.replyToId);
export const onRepliedAuthor = eq(repliedAuthor.id, repliedComment.authorId);

/**
 * A comment as every answer shows it: its author and, for a reply, the comment it answers and that one's author.
 * The one column list of the forum's comment reads (a post's threads, a user's comments, the administrators' list).
 */
export const commentViewColumns = {
  id: c.id,
  postId: c.postId,
  parentId: c.parentId,
  replyToId: c.replyToId,
  body: c.body,
  deletedAt: c.deletedAt,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  authorId: c.authorId,
  authorName: commentAuthor.nickName,
  authorAvatar: commentAuthor.profilePicUrl,
  repliedAuthorId: repliedComment.authorId,
  repliedName: repliedAuthor.nickName,
  repliedAvatar: repliedAuthor.profilePicUrl,
};

export type CommentView = {
  id: number;
  postId: number;
  parentId: number | null;
  replyToId: number | null;
  body: string;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  authorId: number;
  authorName: string;
  authorAvatar: string;
  repliedAuthorId: number | null;
  repliedName: string | null;
  repliedAvatar: string | null;
};
