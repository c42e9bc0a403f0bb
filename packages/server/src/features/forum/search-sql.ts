import type { ForumCategory, ForumSort } from '@app/shared';
import { desc, sql } from 'drizzle-orm';
import { forumPosts } from '../../db/schema/index.ts';
import { facetToken, type SearchRequest, type SearchSource } from '../../lib/search/index.ts';
import { documentTokens, queryTokens } from '../../lib/search-tokens.ts';

const p = forumPosts;

/** Posts everyone sees: not deleted, not hidden (the predicate of the two list indexes). */
const visible = sql`${p.deletedAt} is null and not ${p.hidden}`;

/**
 * The forum's two list orders, pinned posts first in each: latest activity (forum_posts_active_idx) and hottest
 * (forum_posts_hot_idx, over the generated hot_score). A keyword ranks posts whose title holds it first, each tier
 * in the same order (lib/search).
 */
export const forumPostsSource = (sort: ForumSort): SearchSource => ({
  table: p,
  id: p.id,
  tokens: p.searchTokens,
  rankTokens: p.titleTokens,
  visible,
  recency:
    sort === 'hot'
      ? [desc(p.pinned), desc(p.hotScore), desc(p.id)]
      : [desc(p.pinned), desc(p.lastActivityAt), desc(p.id)],
});

/** The category facet among a post's search tokens (`category:exams`). */
const categoryToken = (category: ForumCategory) => facetToken('category', category);

/**
 * The tokens stored for a post: its title, the plain text of its body (no Markdown marks or image URLs) and its
 * category facet; the title's tokens apart for the ranking (they are among the post's, as lib/search requires).
 */
export function postTokens(post: { title: string; text: string; category: ForumCategory }) {
  return {
    searchTokens: [...documentTokens(post.title, post.text), categoryToken(post.category)],
    titleTokens: documentTokens(post.title),
  };
}

/** A list request: the keyword's tokens (title matches first) and the category facet. */
export function postSearchRequest(filters: { keyword?: string | undefined; category?: ForumCategory | undefined }) {
  return {
    keyword: queryTokens(filters.keyword),
    required: filters.category ? [categoryToken(filters.category)] : [],
    anyOf: [],
    exact: [],
    order: 'relevance',
  } satisfies SearchRequest;
}
