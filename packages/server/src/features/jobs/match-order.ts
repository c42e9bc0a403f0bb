import type { JobListItem } from '@app/shared';

/**
 * "Best match" orders the first MATCH_WINDOW matches of a search (in relevance order) by the job seeker's match
 * score; past them the list goes on in relevance order. Scoring every match of a broad search would grow with the
 * matches (ADR 0090); 200 are 20 pages of 10, and the score of each is already computed for its card.
 */
export const MATCH_WINDOW = 200;

/** Highest score first; equal scores keep their relevance order (Array.prototype.sort is stable). */
export const byBestMatch = (items: JobListItem[]) =>
  [...items].sort((a, b) => (b.match?.score ?? 0) - (a.match?.score ?? 0));
