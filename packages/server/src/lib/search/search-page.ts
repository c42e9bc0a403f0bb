import { SEARCH_TOTAL_CAP } from '@app/shared';
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { holdsAll, holdsAny } from './conditions.ts';

/**
 * A searchable table: a GIN-indexed token column, a GIN-indexed column of the tokens that rank higher (a title),
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

/** True when `offset` lies inside the window a search may page through. */
export const insideWindow = (offset: number) => offset < SEARCH_TOTAL_CAP;

function matching(source: SearchSource, request: SearchRequest): SQL | undefined {
  const groups = request.anyOf.filter((group) => group.length > 0);
  const all = [...new Set([...request.keyword, ...request.required, ...groups.filter((g) => g.length === 1).flat()])];
  return and(
    source.visible,
    all.length ? holdsAll(source.tokens, all) : undefined,
    ...groups.filter((g) => g.length > 1).map((group) => holdsAny(source.tokens, group)),
    ...request.exact,
  );
}

/**
 * Relevance tiers, best first, each a condition an index serves: the rank column holds every keyword token,
 * then some of them, then none (the keyword is elsewhere in the row). Inside a tier rows come by recency, so
 * no query ever scores every match of a common token (ADR 0090).
 */
function tiers(source: SearchSource, keyword: string[]): Array<SQL | undefined> {
  if (keyword.length === 0) return [undefined];
  const all = holdsAll(source.rankTokens, keyword);
  if (keyword.length === 1) return [all, sql`not (${all})`];
  const some = holdsAny(source.rankTokens, keyword);
  return [all, sql`(${some} and not (${all}))`, sql`not (${some})`];
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
  const where = matching(source, request);

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

  const counted = await upTo(where, SEARCH_TOTAL_CAP + 1);
  const total = Math.min(counted, SEARCH_TOTAL_CAP);
  const capped = counted > SEARCH_TOTAL_CAP;
  const ids: number[] = [];
  if (page.offset >= total) return { ids, total, capped };

  // The page may span tiers: whatever a tier lacks comes from the next, from where the page's offset falls in it.
  let offset = page.offset;
  let wanted = Math.min(page.limit, total - page.offset);
  for (const tier of tiers(source, request.keyword)) {
    const inTier = and(where, tier);
    const found = await idsOf(inTier, offset, wanted);
    ids.push(...found);
    wanted -= found.length;
    if (wanted <= 0) break;
    const tierSize = found.length > 0 ? offset + found.length : await upTo(inTier, offset);
    offset = Math.max(0, offset - tierSize);
  }
  return { ids, total, capped };
}
