import {
  type AdminForumComment,
  type AdminForumCommentListQuery,
  type AdminForumPostListQuery,
  adminForumApi,
  type ForumPostSummary,
} from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callPage } from '../../../lib/call.ts';

export type { AdminForumComment, ForumPostSummary };

/** What the admin lists ask: the page and the filters that are set. */
export type AdminForumPostRequest = Partial<Omit<AdminForumPostListQuery, 'pn' | 'p_size'>> &
  Pick<AdminForumPostListQuery, 'pn' | 'p_size'>;
export type AdminForumCommentRequest = Partial<Omit<AdminForumCommentListQuery, 'pn' | 'p_size'>> &
  Pick<AdminForumCommentListQuery, 'pn' | 'p_size'>;

// Under ['forum'] like every forum query, so a moderation or deletion (features/forum/api.ts) refreshes them.
const adminKeys = {
  posts: (query: AdminForumPostRequest) => ['forum', 'admin', 'posts', query] as const,
  comments: (query: AdminForumCommentRequest) => ['forum', 'admin', 'comments', query] as const,
};

export const ADMIN_FORUM_PAGE_SIZES = [20, 50, 100] as const;
/** Either tab's first view: page 1 at the smallest size, no filter. */
export const FIRST_ADMIN_FORUM_PAGE = { pn: 1, p_size: ADMIN_FORUM_PAGE_SIZES[0] } as const;

/** The tab of /admin/forum in its URL (?tab=comments); posts otherwise. */
export const readAdminForumTab = (params: URLSearchParams) => (params.get('tab') === 'comments' ? 'comments' : 'posts');

export const adminForumQueries = {
  /** Every post not deleted, hidden ones too, newest first. */
  posts: (query: AdminForumPostRequest) =>
    queryOptions({ queryKey: adminKeys.posts(query), queryFn: () => callPage(adminForumApi.posts, { query }) }),
  /** The newest comments first, with their posts' titles. */
  comments: (query: AdminForumCommentRequest) =>
    queryOptions({ queryKey: adminKeys.comments(query), queryFn: () => callPage(adminForumApi.comments, { query }) }),
};

export function useAdminForumPosts(query: AdminForumPostRequest) {
  return useQuery({ ...adminForumQueries.posts(query), placeholderData: keepPreviousData });
}

export function useAdminForumComments(query: AdminForumCommentRequest) {
  return useQuery({ ...adminForumQueries.comments(query), placeholderData: keepPreviousData });
}
