import { FORUM_CATEGORIES, FORUM_COMMENT_PAGE_SIZES, FORUM_LIMITS, FORUM_PAGE_SIZES, FORUM_SORTS } from '@app/shared';
import { oneOf, readKeyword, readPage } from '../../lib/url-filters.ts';
import type { ForumListRequest, ForumPageRequest } from './api.ts';

/** The /forum list's request from the URL (unknown values are left out), so a reload or a shared link keeps it. */
export function readForumSearch(params: URLSearchParams): ForumListRequest {
  return {
    ...readPage(params, FORUM_PAGE_SIZES),
    category: oneOf(FORUM_CATEGORIES, params.get('category')),
    sort: oneOf(FORUM_SORTS, params.get('sort')),
    key_word: readKeyword(params, FORUM_LIMITS.keyword),
  };
}

export const FORUM_USER_TABS = ['posts', 'comments'] as const;
export type ForumUserTab = (typeof FORUM_USER_TABS)[number];

/** /forum/user/{id}?tab=&pn=: the tab shown (posts unless comments) and its page of the default size. */
export function readForumUserView(params: URLSearchParams): { tab: ForumUserTab; page: ForumPageRequest } {
  const pn = Number(params.get('pn'));
  return {
    tab: FORUM_USER_TABS.find((name) => name === params.get('tab')) ?? 'posts',
    page: { pn: Number.isInteger(pn) && pn > 0 ? pn : 1, p_size: FORUM_PAGE_SIZES.default },
  };
}

/** A page of a post's top-level comments (its own pager, not in the URL). */
export const commentPage = (pn: number): ForumPageRequest => ({ pn, p_size: FORUM_COMMENT_PAGE_SIZES.default });
