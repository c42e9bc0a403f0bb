import { SEARCH_TOTAL_CAP } from '@app/shared';
import { type AnyColumn, and, getTableName, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { holdsAll, holdsAny } from './conditions.ts';
import { splitNearUniversal, tokenFrequencies } from './token-stats.ts';

/**
 * A searchable table: a GIN-indexed token column, a GIN-indexed column of the tokens that rank higher (a title;
 * its tokens must also be in the token column),
 * and a btree index on `recency` restricted to `visible` rows (a partial index whose predicate is `visible`).
 */
export type SearchSource = {
  table: PgTable;
  id: PgColumn;
  tokens: AnyColumn;
  rankTokens: AnyColumn;
  visible: SQL;
  recency: SQL[];
};

export type SearchRequest = {
  /** The keyword's tokens: a row holds them all; a row whose rank column holds them ranks first. */
  keyword: string[];
  /** Filter tokens a row holds, every one (facets, and the tokens of text filters). */
  required: string[];
  /** Groups of filter tokens: a row holds at least one token of each group (any of these majors). */
  anyOf: string[][];
  /** What the tokens only narrow, checked exactly on the rows they let through (substring filters). */
  exact: SQL[];
};

export type SearchPage = { ids: number[]; total: number; capped: boolean };

/**
 * Past this many estimated matches a search is reported as capped without counting: an exact count up to the cap
 * reads 10,000 rows and builds the GIN bitmap of every match (60-120 ms for a common token at 1M jobs, ADR 0090),
 * and the planner's element statistics are far more precise than a factor of two for such tokens.
 */
export const CLEARLY_BROAD = 2 * SEARCH_TOTAL_CAP;

/** The planner's estimate of the rows a query returns (its element statistics for `@>`, ANALYZE'd). */
async function estimatedRows(db: Db, query: SQLWrapper): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
  return plan[0]?.Plan['Plan Rows'] ?? 0;
}

/** True when `offset` lies inside the window a search may page through. */
export const insideWindow = (offset: number) => offset < SEARCH_TOTAL_CAP;

/** The tokens a row must all hold: the filters' (and a one-token group's), and the keyword's when given. */
function requiredTokens(request: SearchRequest, withKeyword: boolean): string[] {
  const single = request.anyOf.filter((group) => group.length === 1).flat();
  return [...new Set([...(withKeyword ? request.keyword : []), ...request.required, ...single])];
}

/**
 * Every condition of the request; the keyword's tokens too when `withKeyword`. Tokens in `checkedOnRows` stay out
 * of the GIN condition and are tested on the rows the other tokens let through (splitNearUniversal).
 */
function matching(
  source: SearchSource,
  request: SearchRequest,
  withKeyword: boolean,
  checkedOnRows: string[] = [],
): SQL | undefined {
  const all = requiredTokens(request, withKeyword).filter((token) => !checkedOnRows.includes(token));
  return and(
    source.visible,
    all.length ? holdsAll(source.tokens, all) : undefined,
    // `||` makes an expression the token index cannot serve, so the planner checks these on the rows read.
    checkedOnRows.length ? holdsAll(sql`(${source.tokens} || '{}'::text[])`, checkedOnRows) : undefined,
    ...request.anyOf.filter((group) => group.length > 1).map((group) => holdsAny(source.tokens, group)),
    ...request.exact,
  );
}

/**
 * Relevance tiers, best first, each a condition an index serves: the rank column holds every keyword token,
 * then some of them, then none (the keyword is elsewhere in the row). Inside a tier rows come by recency, so
 * no query ever scores every match of a common token (ADR 0090). The rank column's tokens are among the row's,
 * so the first tier does not test the keyword twice: the planner would multiply the two selectivities, take a
 * common title token for a rare one and read its whole posting list instead of walking the recency index.
 */
function tiers(source: SearchSource, keyword: string[], inRow: SQL | undefined): Array<SQL | undefined> {
  if (keyword.length === 0) return [undefined];
  const all = holdsAll(source.rankTokens, keyword);
  if (keyword.length === 1) return [all, and(sql`not (${all})`, inRow)];
  const some = holdsAny(source.rankTokens, keyword);
  return [all, and(sql`(${some} and not (${all}))`, inRow), and(sql`not (${some})`, inRow)];
}

/** The tier of a matching row as a number (0 best), for ordering the few matches of an exact total. */
function tierRank(source: SearchSource, keyword: string[]): SQL {
  const all = holdsAll(source.rankTokens, keyword);
  if (keyword.length === 1) return sql`case when ${all} then 0 else 1 end`;
  return sql`case when ${all} then 0 when ${holdsAny(source.rankTokens, keyword)} then 1 else 2 end`;
}

/**
 * One page of a search: the ids of its rows in order, and the total, exact up to SEARCH_TOTAL_CAP. The caller
 * keeps `offset` inside the window (insideWindow). Every query here is a LIMIT over one index order: the
 * planner walks the recency index when matches are common and reads the GIN posting lists when they are rare.
 */
export async function searchPage(
  db: Db,
  source: SearchSource,
  request: SearchRequest,
  page: { offset: number; limit: number },
): Promise<SearchPage> {
  const filters = matching(source, request, false);
  const inRow = request.keyword.length ? holdsAll(source.tokens, request.keyword) : undefined;
  const where = and(inRow, filters);
  // Counting and reading every match (an exact total) go through the GIN index: without its near-universal tokens.
  const frequencies = await tokenFrequencies(db, getTableName(source.table), source.tokens.name);
  const { checked } = splitNearUniversal(requiredTokens(request, true), frequencies);
  const allMatches = checked.length ? matching(source, request, true, checked) : where;

  const upTo = async (condition: SQL | undefined, cap: number) => {
    const capped = db
      .select({ one: sql`1`.as('one') })
      .from(source.table)
      .where(condition)
      .limit(cap)
      .as('capped');
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capped);
    return row?.n ?? 0;
  };
  const idsOf = async (condition: SQL | undefined, offset: number, limit: number) => {
    const rows = await db
      .select({ id: source.id })
      .from(source.table)
      .where(condition)
      .orderBy(...source.recency)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => Number(r.id));
  };

  const estimate = await estimatedRows(db, db.select({ one: sql`1` }).from(source.table).where(where));
  const counted = estimate > CLEARLY_BROAD ? SEARCH_TOTAL_CAP + 1 : await upTo(allMatches, SEARCH_TOTAL_CAP + 1);
  let total = Math.min(counted, SEARCH_TOTAL_CAP);
  let capped = counted > SEARCH_TOTAL_CAP;
  const ids: number[] = [];
  if (page.offset >= total) return { ids, total, capped };

  // An exact total means few matches (at most the cap): read them all through the token index and order them by
  // tier there. Walking the recency index per tier would cost ~ rows / tier's share, and a tier can be empty (a
  // rare keyword found only in descriptions): the walk would then read every listed row (ADR 0090).
  if (!capped && request.keyword.length > 0) {
    const rows = await db
      .select({ id: source.id })
      .from(source.table)
      .where(allMatches)
      .orderBy(tierRank(source, request.keyword), ...source.recency)
      .limit(page.limit)
      .offset(page.offset);
    return { ids: rows.map((r) => Number(r.id)), total, capped };
  }

  // Broad matches: the page may span tiers; whatever a tier lacks comes from the next, from where the page's offset
  // falls in it. Each tier walks the recency index while its matches are common enough to be met quickly.
  let offset = page.offset;
  let wanted = Math.min(page.limit, total - page.offset);
  for (const tier of tiers(source, request.keyword, inRow)) {
    // The tier's own test first: a title's few tokens are cheaper to check than the whole row's.
    const inTier = and(tier, filters);
    const found = await idsOf(inTier, offset, wanted);
    ids.push(...found);
    wanted -= found.length;
    if (wanted <= 0) break;
    const tierSize = found.length > 0 ? offset + found.length : await upTo(inTier, offset);
    offset = Math.max(0, offset - tierSize);
  }
  // An estimate can be wrong: a short page inside the window shows where the matches really end.
  if (capped && wanted > 0) {
    total = ids.length > 0 ? page.offset + ids.length : await upTo(allMatches, SEARCH_TOTAL_CAP + 1);
    capped = false;
  }
  return { ids, total, capped };
}
