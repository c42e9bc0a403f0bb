import type { StandardSearchBody } from '@app/shared';
import { type AnyColumn, and, desc, or, type SQL, sql } from 'drizzle-orm';
import { standards } from '../../db/schema/index.ts';
import { containsText, holdsAll, type SearchRequest, type SearchSource } from '../../lib/search/index.ts';
import { queryTokens } from '../../lib/search-tokens.ts';

/** The standards users see: not removed, newest first (standards_listed_recent_idx). */
export const standardsSource = (): SearchSource => ({
  table: standards,
  id: standards.id,
  tokens: standards.searchTokens,
  // No keyword ranks here: the four fields are substring filters.
  rankTokens: standards.searchTokens,
  visible: sql`${standards.deletedAt} is null`,
  recency: [desc(standards.createdAt), desc(standards.id)],
});

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LATIN_WORD = '(?:(?![\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}])[\\p{L}\\p{N}])+';
const EDGE_WORDS = new RegExp(`^${LATIN_WORD}|${LATIN_WORD}$`, 'gu');

/**
 * The tokens every text containing `text` as a substring is sure to hold: all of its CJK tokens (a CJK fragment's
 * bigrams and single characters are the document's too), but only the latin words inside it, since a word at either
 * edge may be cut ("5001" of "50010", "oncre" of "concrete"). The exact substring check does the rest.
 */
function substringTokens(text: string | undefined): string[] {
  if (!text) return [];
  const cjk = queryTokens(text).filter((token) => CJK_CHAR.test(token));
  const inner = queryTokens(text.normalize('NFKC').replace(EDGE_WORDS, ' ')).filter((t) => !CJK_CHAR.test(t));
  return [...cjk, ...inner];
}

type Filters = Pick<StandardSearchBody, 'ch_name' | 'en_name' | 'ver' | 'comment'>;

/**
 * A standards search: each given field is a case-insensitive substring filter (1-2 Chinese characters work), its
 * sure tokens looked up in the GIN index and its exact substring checked on the rows they let through. Newest first.
 */
export function standardSearchRequest(filters: Filters): SearchRequest {
  const fields: Array<[AnyColumn, string | undefined]> = [
    [standards.chName, filters.ch_name],
    [standards.enName, filters.en_name],
    [standards.ver, filters.ver],
    [standards.comment, filters.comment],
  ];
  const exact: SQL[] = fields.flatMap(([column, text]) => (text ? [containsText(column, text)] : []));
  return {
    keyword: [],
    required: [...new Set(fields.flatMap(([, text]) => substringTokens(text)))],
    anyOf: [],
    exact,
    order: 'newest',
  };
}

/**
 * The back office's keyword (ADR 0099): a substring of any of the four names. Its sure tokens are in the row's
 * tokens whichever field holds it (the GIN lookup); the exact check then asks that one field holds it whole.
 */
export function standardKeywordCondition(keyWord: string | undefined): SQL | undefined {
  if (!keyWord) return undefined;
  const tokens = substringTokens(keyWord);
  const columns = [standards.chName, standards.enName, standards.ver, standards.comment];
  return and(
    tokens.length ? holdsAll(standards.searchTokens, tokens) : undefined,
    or(...columns.map((column) => containsText(column, keyWord))),
  );
}
