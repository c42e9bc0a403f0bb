import { SEARCH_TOTAL_CAP } from '@app/shared';
import { type AnyColumn, and, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Db, plannedDb, type SearchPlan } from '../../db/client.ts';
import { badRequest } from '../app-error.ts';
import { countUpTo } from '../capped-count.ts';
import { pageOffset } from '../paging.ts';
import { broadTotals } from './broad-totals.ts';
import { holdsAll, holdsAny } from './conditions.ts';
import { allShare, anyShare, phraseShare, type TokenStats, tokenStats } from './token-stats.ts';

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
  /**
   * The order of the matches: relevance tiers (the default; the newest first without a keyword), the newest first,
   * or the rows holding each of these tokens in turn, newest first inside each (salary bands, highest first;
   * every row must hold one of them).
   */
  order?: 'relevance' | 'newest' | { tokensInTurn: string[] };
};

export type SearchPage = { ids: number[]; total: number; capped: boolean };

/**
 * Past this many estimated matches a search is reported as capped without counting: an exact count up to the cap
 * reads 10,000 rows and builds the GIN bitmap of every match (60-120 ms for a common token at 1M jobs, ADR 0090).
 */
export const CLEARLY_BROAD = 2 * SEARCH_TOTAL_CAP;

/**
 * The most rows a walk of the recency index is expected to read for one page; a tier whose matches are rarer than
 * that is read through the GIN index and sorted instead.
 */
const WALK_BUDGET = 20_000;

/** True when `offset` lies inside the window a search may page through. */
const insideWindow = (offset: number) => offset < SEARCH_TOTAL_CAP;

/** The offset of page `pn` (from 1) of `pSize` rows; a page beyond the window is refused (400). */
export function windowOffset(pn: number, pSize: number): number {
  const offset = pageOffset({ pn, p_size: pSize });
  if (!insideWindow(offset)) throw badRequest('searchPageBeyondWindow');
  return offset;
}

/** Every condition of the request but the keyword's tokens. */
function filtering(source: SearchSource, request: SearchRequest): SQL | undefined {
  const groups = request.anyOf.filter((group) => group.length > 0);
  const all = [...new Set([...request.required, ...groups.filter((g) => g.length === 1).flat()])];
  return and(
    source.visible,
    all.length ? holdsAll(source.tokens, all) : undefined,
    ...groups.filter((g) => g.length > 1).map((group) => holdsAny(source.tokens, group)),
    ...request.exact,
  );
}

/** The share of rows the filters let through, from the token statistics (text conditions not counted). */
function filterShare(request: SearchRequest, stats: TokenStats): number {
  const groups = request.anyOf.filter((group) => group.length > 0);
  return allShare(request.required, stats) * groups.reduce((share, group) => share * anyShare(group, stats), 1);
}

type Tier = { condition: SQL | undefined; share: number; rank: SQL | undefined };

/**
 * The tiers of an order, best first, each a condition an index serves; inside a tier rows come by recency, so no
 * query ever scores every match of a common token (ADR 0090). Relevance: the rank column holds every keyword token,
 * then some of them, then none (the keyword is elsewhere in the row); the rank column's tokens are among the row's,
 * so the first tier does not test the keyword twice. `share` is an upper estimate of the tier's share of rows,
 * `rank` what sets the tier apart from the later ones.
 */
function tiers(source: SearchSource, request: SearchRequest, inRow: SQL | undefined, share: Shares): Tier[] {
  const { keyword, order = 'relevance' } = request;
  const rest = share.row * share.filters;
  if (typeof order === 'object') {
    return order.tokensInTurn.map((token) => {
      const holds = holdsAll(source.tokens, [token]);
      return { condition: and(holds, inRow), share: rest * share.ofToken(token), rank: holds };
    });
  }
  if (order === 'newest' || keyword.length === 0) return [{ condition: inRow, share: rest, rank: undefined }];
  const all = holdsAll(source.rankTokens, keyword);
  const first = { condition: all, share: share.title * share.filters, rank: all };
  if (keyword.length === 1) return [first, { condition: and(sql`not (${all})`, inRow), share: rest, rank: undefined }];
  const some = holdsAny(source.rankTokens, keyword);
  return [
    first,
    { condition: and(sql`(${some} and not (${all}))`, inRow), share: rest, rank: some },
    { condition: and(sql`not (${some})`, inRow), share: rest, rank: undefined },
  ];
}

/** The tier of a matching row as a number (0 best), for ordering the few matches of an exact total. */
function tierRank(ranked: Tier[]): SQL {
  const cases = ranked.flatMap((tier, i) => (tier.rank ? [sql`when ${tier.rank} then ${sql.raw(String(i))}`] : []));
  return sql`case ${sql.join(cases, sql` `)} else ${sql.raw(String(ranked.length))} end`;
}

type Shares = { row: number; title: number; filters: number; ofToken: (token: string) => number };

/**
 * How a LIMIT query reads its rows. The planner multiplies the shares of a phrase's bigrams as if they were
 * independent, so it takes a common phrase for a rare one and sorts tens of thousands of GIN matches; the
 * search decides from its own estimate (token-stats.ts) and tells the planner: on PostgreSQL through connections
 * opened with that plan's settings (one round trip), elsewhere in a transaction that sets them.
 */
const PLAN_SETTINGS: Record<SearchPlan, SQL> = {
  walk: sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)`,
  gin: sql`select set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true)`,
};

async function withPlan<T>(db: Db, plan: SearchPlan, query: (q: Db) => Promise<T>): Promise<T> {
  const planned = plannedDb(db, plan);
  if (planned) return query(planned);
  return db.transaction(async (tx) => {
    await tx.execute(PLAN_SETTINGS[plan]);
    return query(tx);
  });
}

/**
 * One page of a search: the ids of its rows in order, and the total, exact up to SEARCH_TOTAL_CAP. The caller
 * keeps `offset` inside the window (insideWindow). Every query here is a LIMIT over one index order: a walk of the
 * recency index when matches are common, the GIN posting lists and a sort of the matches when they are rare.
 */
export async function searchPage(
  db: Db,
  source: SearchSource,
  request: SearchRequest,
  page: { offset: number; limit: number },
): Promise<SearchPage> {
  const filters = filtering(source, request);
  const inRow = request.keyword.length ? holdsAll(source.tokens, request.keyword) : undefined;
  const where = and(inRow, filters);
  const table = getTableName(source.table);
  const [rowStats, titleStats] = await Promise.all([
    tokenStats(db, table, source.tokens.name),
    tokenStats(db, table, source.rankTokens.name),
  ]);
  const share: Shares = {
    row: phraseShare(request.keyword, rowStats),
    title: phraseShare(request.keyword, titleStats),
    filters: filterShare(request, rowStats),
    ofToken: (token) => allShare([token], rowStats),
  };

  // Every match of a token condition is read through the token index. The planner prefers a sequential scan once a
  // token is in a large share of a small table, and that tests the token column of every row: a forum post's tokens
  // are stored out of line (TOAST), so each test decompresses them (10k posts, 规范 in 37%: 90 ms against 10 ms).
  const tokenised = request.keyword.length > 0 || request.required.length > 0 || request.anyOf.some((g) => g.length);
  const matching = <T>(query: (q: Db) => Promise<T>) => (tokenised ? withPlan(db, 'gin', query) : query(db));
  const upTo = (condition: SQL | undefined, cap: number) =>
    matching((q) => countUpTo(q, { table: source.table, id: source.id }, condition, cap));
  const idsOf = async (tier: Tier, offset: number, limit: number) => {
    const query = (q: Db) =>
      q
        .select({ id: source.id })
        .from(source.table)
        .where(and(tier.condition, filters))
        .orderBy(...source.recency)
        .limit(limit)
        .offset(offset);
    const walk = tier.share * WALK_BUDGET >= offset + limit;
    const rows = await withPlan(db, walk ? 'walk' : 'gin', query);
    return rows.map((r) => Number(r.id));
  };

  const estimate = rowStats.rows * share.row * share.filters;
  const broad = estimate > CLEARLY_BROAD || broadTotals.known(table, where);
  let { total, capped } = broad ? { total: SEARCH_TOTAL_CAP, capped: true } : await upTo(where, SEARCH_TOTAL_CAP);
  if (!broad && capped) broadTotals.remember(table, where);
  const ids: number[] = [];
  if (page.offset >= total) return { ids, total, capped };

  // An exact total means few matches (at most the cap): read them all through the token index and order them by
  // tier there. Walking the recency index per tier would cost ~ rows / tier's share, and a tier can be empty (a
  // rare keyword found only in descriptions): the walk would then read every listed row (ADR 0090).
  const ranked = tiers(source, request, inRow, share);
  if (!capped && ranked.length > 1) {
    const rows = await matching((q) =>
      q
        .select({ id: source.id })
        .from(source.table)
        .where(where)
        .orderBy(tierRank(ranked), ...source.recency)
        .limit(page.limit)
        .offset(page.offset),
    );
    return { ids: rows.map((r) => Number(r.id)), total, capped };
  }

  // Broad matches: the page may span tiers; whatever a tier lacks comes from the next, from where the page's offset
  // falls in it.
  let offset = page.offset;
  let wanted = Math.min(page.limit, total - page.offset);
  for (const tier of ranked) {
    const found = await idsOf(tier, offset, wanted);
    ids.push(...found);
    wanted -= found.length;
    if (wanted <= 0) break;
    const tierSize =
      found.length > 0 ? offset + found.length : (await upTo(and(tier.condition, filters), offset)).total;
    offset = Math.max(0, offset - tierSize);
  }
  // An estimate can be wrong: a short page inside the window shows where the matches really end.
  if (capped && wanted > 0) {
    total = ids.length > 0 ? page.offset + ids.length : (await upTo(where, SEARCH_TOTAL_CAP)).total;
    capped = false;
  }
  return { ids, total, capped };
}
