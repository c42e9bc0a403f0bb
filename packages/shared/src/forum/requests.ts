import { z } from 'zod';
import { switchFlag } from '../common/flags.ts';
import { optionalPositiveId, positiveId } from '../common/ids.ts';
import { pagingQuery } from '../common/paging.ts';
import { choice, filterText, optionalChoice, requiredText } from '../common/text.ts';
import {
  FORUM_CATEGORIES,
  FORUM_COMMENT_PAGE_SIZES,
  FORUM_LIMITS,
  FORUM_PAGE_SIZES,
  FORUM_POST_STATES,
  FORUM_REPLY_PAGE_SIZES,
  FORUM_SORTS,
} from './codes.ts';

// Requests of the forum (docs/product/forum.md). Every call is under /u/v1 and needs a signed-in user of any role;
// the /admin/ calls need an administrator.

export const forumPostId = positiveId('forumPostIdInvalid');
export const forumCommentId = positiveId('forumCommentIdInvalid');
export const forumUserId = positiveId('forumUserIdInvalid');

/** GET /forum/get/post/list: visible posts, pinned first, then by `sort`; a keyword ranks title matches first. */
export const ForumPostListQuerySchema = pagingQuery(FORUM_PAGE_SIZES, 'forumPageSizeInvalid').extend({
  category: optionalChoice(FORUM_CATEGORIES, 'forumCategoryInvalid'),
  key_word: filterText(FORUM_LIMITS.keyword, 'forumKeywordInvalid').describe('words of the title or text'),
  sort: optionalChoice(FORUM_SORTS, 'forumSortInvalid'),
});
export type ForumPostListQuery = z.infer<typeof ForumPostListQuerySchema>;

/** GET /forum/get/post, /forum/get/user (id = a user), and every call naming one post or comment by `id`. */
export const ForumPostIdQuerySchema = z.object({ id: forumPostId });
export const ForumPostIdBodySchema = z.object({ id: forumPostId });
export const ForumCommentIdBodySchema = z.object({ id: forumCommentId });
export const ForumUserIdQuerySchema = z.object({ id: forumUserId });

/** GET /forum/get/user/posts and /forum/get/user/comments: one user's posts or comments, newest first. */
export const ForumUserListQuerySchema = pagingQuery(FORUM_PAGE_SIZES, 'forumPageSizeInvalid').extend({
  id: forumUserId,
});

const postTitle = requiredText('forumTitleRequired', FORUM_LIMITS.title, 'forumTitleTooLong').refine(
  (t) => [...t].length >= FORUM_LIMITS.titleMin,
  'forumTitleTooShort',
);
const postBody = requiredText('forumBodyRequired', FORUM_LIMITS.body, 'forumBodyTooLong');

/** POST /forum/create/post: the Markdown body may reference images uploaded through /forum/upload/image. */
export const ForumPostFieldsSchema = z.object({
  title: postTitle,
  category: choice(FORUM_CATEGORIES, 'forumCategoryRequired', 'forumCategoryInvalid'),
  body: postBody,
});
export type ForumPostFields = z.infer<typeof ForumPostFieldsSchema>;

/** POST /forum/update/post: the author's own post (administrators moderate through the admin calls). */
export const UpdateForumPostSchema = ForumPostFieldsSchema.extend({ id: forumPostId });
export type UpdateForumPost = z.infer<typeof UpdateForumPostSchema>;

/** POST /forum/preview: the body rendered exactly as a post would be (same sanitiser). */
export const ForumPreviewBodySchema = z.object({ body: postBody });

/** POST /forum/like/post: `liked` 1 to like, 0 to take the like back; repeating either changes nothing. */
export const ForumLikeBodySchema = z.object({ id: forumPostId, liked: switchFlag('forumLikedInvalid') });

/** GET /forum/get/comment/list: a post's top-level comments, oldest first, each with its first replies. */
export const ForumCommentListQuerySchema = pagingQuery(FORUM_COMMENT_PAGE_SIZES, 'forumPageSizeInvalid').extend({
  post_id: forumPostId,
});
export type ForumCommentListQuery = z.infer<typeof ForumCommentListQuerySchema>;

/** GET /forum/get/comment/replies: the replies under one top-level comment, oldest first. */
export const ForumReplyListQuerySchema = pagingQuery(FORUM_REPLY_PAGE_SIZES, 'forumPageSizeInvalid').extend({
  id: forumCommentId,
});

const commentBody = requiredText('forumCommentRequired', FORUM_LIMITS.comment, 'forumCommentTooLong');

/**
 * POST /forum/create/comment: plain text. `reply_to` names the comment answered: a reply is filed under that
 * comment's top-level comment (one level of nesting) and names whom it answers.
 */
export const ForumCommentFieldsSchema = z.object({
  post_id: forumPostId,
  body: commentBody,
  reply_to: optionalPositiveId('forumCommentIdInvalid'),
});
export type ForumCommentFields = z.infer<typeof ForumCommentFieldsSchema>;

/** POST /forum/update/comment: the author's own comment. */
export const UpdateForumCommentSchema = z.object({ id: forumCommentId, body: commentBody });

/** GET /admin/get/forum/post/list: every post not deleted, hidden ones too; newest first. */
export const AdminForumPostListQuerySchema = pagingQuery({ default: 20, max: 100 }, 'forumAdminPageSizeInvalid').extend(
  {
    category: optionalChoice(FORUM_CATEGORIES, 'forumCategoryInvalid'),
    key_word: filterText(FORUM_LIMITS.keyword, 'forumKeywordInvalid'),
    state: optionalChoice(FORUM_POST_STATES, 'forumStateInvalid'),
    pinned: optionalChoice(['0', '1'], 'forumFlagInvalid'),
    locked: optionalChoice(['0', '1'], 'forumFlagInvalid'),
    author: optionalPositiveId('forumUserIdInvalid'),
  },
);
export type AdminForumPostListQuery = z.infer<typeof AdminForumPostListQuerySchema>;

/** GET /admin/get/forum/comment/list: the newest comments first, for moderation; `post_id` narrows to one post. */
export const AdminForumCommentListQuerySchema = pagingQuery(
  { default: 20, max: 100 },
  'forumAdminPageSizeInvalid',
).extend({
  post_id: optionalPositiveId('forumPostIdInvalid'),
  author: optionalPositiveId('forumUserIdInvalid'),
});
export type AdminForumCommentListQuery = z.infer<typeof AdminForumCommentListQuerySchema>;

const optionalFlag = (key: 'forumFlagInvalid') =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), switchFlag(key).optional());

/** POST /admin/update/forum/post: set any of pinned, locked, hidden; the fields left out stay as they are. */
export const ModerateForumPostSchema = z.object({
  id: forumPostId,
  pinned: optionalFlag('forumFlagInvalid'),
  locked: optionalFlag('forumFlagInvalid'),
  hidden: optionalFlag('forumFlagInvalid'),
});
export type ModerateForumPost = z.infer<typeof ModerateForumPostSchema>;
