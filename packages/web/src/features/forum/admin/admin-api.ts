import {
  type AdminForumComment,
  type AdminForumCommentListQuery,
  type AdminForumPostListQuery,
  adminForumApi,
  type ForumPostSummary,
} from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/** Every post not deleted, hidden ones too, newest first. */
export function useAdminForumPosts(query: AdminForumPostRequest) {
  return useQuery({
    queryKey: adminKeys.posts(query),
    queryFn: () => callPage(adminForumApi.posts, { query }),
    placeholderData: keepPreviousData,
  });
}

/** The newest comments first, with their posts' titles. */
export function useAdminForumComments(query: AdminForumCommentRequest) {
  return useQuery({
    queryKey: adminKeys.comments(query),
    queryFn: () => callPage(adminForumApi.comments, { query }),
    placeholderData: keepPreviousData,
  });
}
