import { z } from 'zod';
import { FORUM_CATEGORIES } from './codes.ts';

// Answers of the forum (docs/product/forum.md). Times are ISO texts.

/** Who wrote a post or comment, as the forum shows them (never a phone number). */
export const ForumAuthorSchema = z.object({
  id: z.number().int(),
  nick_name: z.string(),
  avatar_url: z.string().describe('empty when the user has no picture'),
});
export type ForumAuthor = z.infer<typeof ForumAuthorSchema>;

/** A post as the lists show it. */
export const ForumPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(FORUM_CATEGORIES),
  excerpt: z.string().describe('the start of the text as plain text, at most FORUM_LIMITS.excerpt characters'),
  cover_url: z.string().nullable().describe('the first image of the post'),
  author: ForumAuthorSchema,
  pinned: z.boolean(),
  locked: z.boolean(),
  hidden: z.boolean().describe('hidden by an administrator: seen only by its author and administrators'),
  like_count: z.number().int(),
  comment_count: z.number().int(),
  view_count: z.number().int(),
  create_time: z.string(),
  update_time: z.string().describe('the last edit of the text by its author'),
  last_activity_time: z.string().describe('the post or its newest comment'),
});
export type ForumPostSummary = z.infer<typeof ForumPostSummarySchema>;

/** GET /forum/get/post: the post with its Markdown source and its sanitised HTML, and what the caller may do. */
export const ForumPostDetailSchema = ForumPostSummarySchema.extend({
  body: z.string().describe('the Markdown source (for editing)'),
  html: z.string().describe('the body rendered and sanitised on the server: safe to insert as HTML'),
  liked: z.boolean().describe('the caller likes it'),
  can_edit: z.boolean().describe('the caller wrote it'),
  can_moderate: z.boolean().describe('the caller is an administrator'),
});
export type ForumPostDetail = z.infer<typeof ForumPostDetailSchema>;

/** POST /forum/create/post and /forum/update/post. */
export const ForumPostSavedSchema = z.object({ id: z.number().int() });

/** POST /forum/preview. */
export const ForumPreviewSchema = z.object({ html: z.string() });

/** POST /forum/like/post. */
export const ForumLikeSchema = z.object({ liked: z.boolean(), like_count: z.number().int() });

/** POST /forum/upload/image: the stored image, to be referenced in the Markdown as `![](url)`. */
export const ForumImageSchema = z.object({ url: z.string() });

/** A comment or reply. A deleted comment that still has replies stays as a placeholder (`deleted`, empty body). */
export const ForumCommentSchema = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  parent_id: z.number().int().nullable().describe('the top-level comment a reply is filed under'),
  reply_to: z
    .object({ id: z.number().int(), author: ForumAuthorSchema })
    .nullable()
    .describe('the comment a reply answers and its author'),
  body: z.string(),
  author: ForumAuthorSchema,
  deleted: z.boolean(),
  create_time: z.string(),
  update_time: z.string(),
  can_edit: z.boolean().describe('the caller wrote it'),
});
export type ForumComment = z.infer<typeof ForumCommentSchema>;

/** GET /forum/get/comment/list: top-level comments, each with its first replies and how many there are. */
export const ForumThreadSchema = ForumCommentSchema.extend({
  replies: z.array(ForumCommentSchema).describe('the first FORUM_LIMITS.repliesShown replies, oldest first'),
  reply_count: z.number().int(),
});
export type ForumThread = z.infer<typeof ForumThreadSchema>;

/** GET /forum/get/user: a member's forum profile. */
export const ForumUserSchema = ForumAuthorSchema.extend({
  post_count: z.number().int(),
  comment_count: z.number().int(),
  likes_received: z.number().int(),
  join_time: z.string(),
});
export type ForumUser = z.infer<typeof ForumUserSchema>;

/** GET /forum/get/user/comments: a comment with the title of its post. */
export const ForumUserCommentSchema = ForumCommentSchema.extend({ post_title: z.string() });
export type ForumUserComment = z.infer<typeof ForumUserCommentSchema>;

/** GET /admin/get/forum/comment/list: a comment with its post's title, for moderation. */
export const AdminForumCommentSchema = ForumUserCommentSchema;
export type AdminForumComment = ForumUserComment;
