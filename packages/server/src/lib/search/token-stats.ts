import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** How long statistics read from pg_stats are reused: ANALYZE refreshes them on its own schedule. */
const STATS_TTL_MS = 10 * 60_000;

/** A token column's statistics: the table's rows and each common token's share of them. */
export type TokenStats = { rows: number; shares: Map<string, number> };

const cache = new WeakMap<Db, Map<string, { at: number; stats: Promise<TokenStats> }>>();

/**
 * The planner's most common elements of a token column with their share of the rows, and the table's row count
 * (empty before the first ANALYZE). A token missing from the list is rarer than every listed one.
 */
async function readStats(db: Db, table: string, column: string): Promise<TokenStats> {
  const result = (await db.execute(sql`
    select most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs,
      (select greatest(reltuples, 0) from pg_class where oid = to_regclass(${table})) as rows
    from pg_stats where schemaname = current_schema() and tablename = ${table} and attname = ${column}`)) as unknown as {
    rows: Array<{ elems: string[] | null; freqs: number[] | null; rows: number | null }>;
  };
  const row = result.rows[0];
  const shares = new Map((row?.elems ?? []).map((element, i) => [element, Number(row?.freqs?.[i] ?? 0)]));
  return { rows: Number(row?.rows ?? 0), shares };
}

export function tokenStats(db: Db, table: string, column: string): Promise<TokenStats> {
  const perDb = cache.get(db) ?? new Map<string, { at: number; stats: Promise<TokenStats> }>();
  cache.set(db, perDb);
  const key = `${table}.${column}`;
  const hit = perDb.get(key);
  if (hit && Date.now() - hit.at < STATS_TTL_MS) return hit.stats;
  const stats = readStats(db, table, column).catch(() => ({ rows: 0, shares: new Map<string, number>() }));
  perDb.set(key, { at: Date.now(), stats });
  return stats;
}

const shareOf = (token: string, stats: TokenStats) => stats.shares.get(token) ?? 0;

/**
 * The share of rows holding every one of a keyword's tokens, taken as its rarest token's: the bigrams of one
 * phrase come together (梁设 and 设计 in 桥梁设计), so the planner's product of their shares underestimates
 * 桥梁设计工程师 a hundredfold (ADR 0090).
 */
export const phraseShare = (tokens: string[], stats: TokenStats) =>
  tokens.length ? Math.min(...tokens.map((token) => shareOf(token, stats))) : 1;

/** The share of rows holding every one of independent filter tokens (city, type, salary…). */
export const allShare = (tokens: string[], stats: TokenStats) =>
  tokens.reduce((share, token) => share * shareOf(token, stats), 1);

/** The share of rows holding at least one of the tokens (any of these majors). */
export const anyShare = (tokens: string[], stats: TokenStats) =>
  Math.min(
    1,
    tokens.reduce((share, token) => share + shareOf(token, stats), 0),
  );
