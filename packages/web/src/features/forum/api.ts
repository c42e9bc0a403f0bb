import {
  adminForumApi,
  FORUM_REPLY_PAGE_SIZES,
  type ForumComment,
  type ForumCommentFields,
  type ForumPostDetail,
  type ForumPostListQuery,
  type ForumPostSummary,
  type ForumThread,
  type ForumUser,
  forumCommentsApi,
  forumPostsApi,
  forumUsersApi,
} from '@app/shared';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, callPage } from '../../lib/call.ts';

export type { ForumComment, ForumPostDetail, ForumPostSummary, ForumThread, ForumUser };

/** What the list asks: the page and the filters that are set. */
export type ForumListRequest = Partial<Omit<ForumPostListQuery, 'pn' | 'p_size'>> &
  Pick<ForumPostListQuery, 'pn' | 'p_size'>;
export type ForumPageRequest = { pn: number; p_size: number };
/** A moderation: the flags to change (the others stay as they are). */
export type ForumModeration = { id: number } & Partial<Record<'pinned' | 'locked' | 'hidden', boolean>>;

/**
 * Every forum query lives under ['forum'] so a change to a post or comment refreshes them all (the admin lists'
 * keys start with 'forum' too).
 */
const forumKeys = {
  all: ['forum'] as const,
  list: (query: ForumListRequest) => ['forum', 'list', query] as const,
  post: (id: number) => ['forum', 'post', id] as const,
  comments: (postId: number) => ['forum', 'comments', postId] as const,
  commentPage: (postId: number, page: ForumPageRequest) => ['forum', 'comments', postId, page] as const,
  replies: (commentId: number) => ['forum', 'replies', commentId] as const,
  user: (id: number) => ['forum', 'user', id] as const,
  userPosts: (id: number, page: ForumPageRequest) => ['forum', 'user', id, 'posts', page] as const,
  userComments: (id: number, page: ForumPageRequest) => ['forum', 'user', id, 'comments', page] as const,
};

const validId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

/**
 * Refreshes the forum's lists (posts, comments, replies, profiles) once a write went through. The open post itself
 * is updated in place instead: every GET of a post counts a view.
 */
const refreshForum = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: forumKeys.all, predicate: (query) => query.queryKey[1] !== 'post' });

/** Changes the cached post (when it is cached) without asking the server again. */
const patchPost = (queryClient: QueryClient, id: number, change: (post: ForumPostDetail) => Partial<ForumPostDetail>) =>
  queryClient.setQueryData<ForumPostDetail>(forumKeys.post(id), (post) => post && { ...post, ...change(post) });

export const forumQueries = {
  /** Visible posts, pinned first, by latest activity or hottest. */
  list: (query: ForumListRequest) =>
    queryOptions({ queryKey: forumKeys.list(query), queryFn: () => callPage(forumPostsApi.list, { query }) }),
  /** The post with its rendered html (the server counts one view). */
  post: (id: number) =>
    queryOptions({
      queryKey: forumKeys.post(id),
      queryFn: () => call(forumPostsApi.detail, { query: { id } }),
      enabled: validId(id),
    }),
  /** A page of top-level comments (oldest first) with their first replies. */
  threads: (postId: number, page: ForumPageRequest) =>
    queryOptions({
      queryKey: forumKeys.commentPage(postId, page),
      queryFn: () => callPage(forumCommentsApi.threads, { query: { post_id: postId, ...page } }),
      enabled: validId(postId),
    }),
  /** A member's forum profile. */
  user: (id: number) =>
    queryOptions({
      queryKey: forumKeys.user(id),
      queryFn: () => call(forumUsersApi.profile, { query: { id } }),
      enabled: validId(id),
    }),
  /** A member's posts, newest first. */
  userPosts: (id: number, page: ForumPageRequest) =>
    queryOptions({
      queryKey: forumKeys.userPosts(id, page),
      queryFn: () => callPage(forumUsersApi.posts, { query: { id, ...page } }),
      enabled: validId(id),
    }),
  /** A member's comments with their posts' titles, newest first. */
  userComments: (id: number, page: ForumPageRequest) =>
    queryOptions({
      queryKey: forumKeys.userComments(id, page),
      queryFn: () => callPage(forumUsersApi.comments, { query: { id, ...page } }),
      enabled: validId(id),
    }),
};

export function useForumPosts(query: ForumListRequest) {
  return useQuery({ ...forumQueries.list(query), placeholderData: keepPreviousData });
}

export function useForumPost(id: number) {
  return useQuery(forumQueries.post(id));
}

/** A like or its withdrawal: shown at once, put back when the server refuses, then the server's count. */
export function useLikePost(id: number) {
  const queryClient = useQueryClient();
  const key = forumKeys.post(id);
  return useMutation({
    mutationFn: (liked: boolean) => call(forumPostsApi.like, { body: { id, liked: liked ? 1 : 0 } }),
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ForumPostDetail>(key);
      if (before && before.liked !== liked)
        queryClient.setQueryData<ForumPostDetail>(key, {
          ...before,
          liked,
          like_count: Math.max(0, before.like_count + (liked ? 1 : -1)),
        });
      return { before };
    },
    onError: (_error, _liked, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<ForumPostDetail>(key, (post) => post && { ...post, ...answer });
    },
  });
}

/** Deletes the author's own post. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(forumPostsApi.remove, { body: { id } }),
    onSuccess: (_answer, id) => {
      // Marked stale, not fetched again: the page leaves it (a later visit asks the server, which answers 404).
      void queryClient.invalidateQueries({ queryKey: forumKeys.post(id), refetchType: 'none' });
      return refreshForum(queryClient);
    },
  });
}

export function useForumThreads(postId: number, page: ForumPageRequest) {
  return useQuery({ ...forumQueries.threads(postId, page), placeholderData: keepPreviousData });
}

/** The replies under one comment, page after page once asked for. */
export function useForumReplies(commentId: number, enabled: boolean) {
  const size = FORUM_REPLY_PAGE_SIZES.default;
  return useInfiniteQuery({
    queryKey: forumKeys.replies(commentId),
    queryFn: ({ pageParam }) =>
      callPage(forumCommentsApi.replies, { query: { id: commentId, pn: pageParam, p_size: size } }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * size < last.total ? pages.length + 1 : undefined),
    enabled,
  });
}

/** A comment on the post, or a reply when `reply_to` names a comment. */
export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ForumCommentFields) => call(forumCommentsApi.create, { body: fields }),
    onSuccess: (comment) => {
      patchPost(queryClient, comment.post_id, (post) => ({ comment_count: post.comment_count + 1 }));
      return refreshForum(queryClient);
    },
  });
}

/** Edits the author's own comment. */
export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: { id: number; body: string }) => call(forumCommentsApi.update, { body: fields }),
    onSuccess: () => refreshForum(queryClient),
  });
}

/** Deletes the author's own comment (one with replies stays as a placeholder). */
export function useDeleteComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(forumCommentsApi.remove, { body: { id } }),
    onSuccess: () => {
      patchPost(queryClient, postId, (post) => ({ comment_count: Math.max(0, post.comment_count - 1) }));
      return refreshForum(queryClient);
    },
  });
}

export function useForumUser(id: number) {
  return useQuery(forumQueries.user(id));
}

export function useForumUserPosts(id: number, page: ForumPageRequest) {
  return useQuery({ ...forumQueries.userPosts(id, page), placeholderData: keepPreviousData });
}

export function useForumUserComments(id: number, page: ForumPageRequest) {
  return useQuery({ ...forumQueries.userComments(id, page), placeholderData: keepPreviousData });
}

/** An administrator pins, locks or hides a post (or undoes it). */
export function useModeratePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...flags }: ForumModeration) => {
      const body: { id: number; [flag: string]: number } = { id };
      for (const [name, value] of Object.entries(flags)) if (value !== undefined) body[name] = value ? 1 : 0;
      return call(adminForumApi.moderate, { body });
    },
    onSuccess: (post) => {
      patchPost(queryClient, post.id, () => post);
      return refreshForum(queryClient);
    },
  });
}

/** An administrator deletes any post (audited). */
export function useAdminDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminForumApi.removePost, { body: { id } }),
    onSuccess: (_answer, id) => {
      // Marked stale, not fetched again: the page leaves it (a later visit asks the server, which answers 404).
      void queryClient.invalidateQueries({ queryKey: forumKeys.post(id), refetchType: 'none' });
      return refreshForum(queryClient);
    },
  });
}

/**
 * An administrator deletes any comment (audited); `postId` names the open post whose count to lower (the admin list
 * leaves it out).
 */
export function useAdminDeleteComment(postId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminForumApi.removeComment, { body: { id } }),
    onSuccess: () => {
      if (postId) patchPost(queryClient, postId, (post) => ({ comment_count: Math.max(0, post.comment_count - 1) }));
      return refreshForum(queryClient);
    },
  });
}
