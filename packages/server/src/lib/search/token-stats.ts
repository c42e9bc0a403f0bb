import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A token in more than this share of the rows narrows a GIN intersection too little to be worth its posting list. */
export const NEAR_UNIVERSAL = 0.3;

/** How long the statistics read from pg_stats are reused: ANALYZE refreshes them on its own schedule. */
const STATS_TTL_MS = 10 * 60_000;

type Frequencies = Map<string, number>;
const cache = new WeakMap<Db, Map<string, { at: number; frequencies: Promise<Frequencies> }>>();

/** The planner's most common elements of a token column and their share of the rows (empty before ANALYZE). */
async function readFrequencies(db: Db, table: string, column: string): Promise<Frequencies> {
  const result = (await db.execute(sql`
    select most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs
    from pg_stats where schemaname = current_schema() and tablename = ${table} and attname = ${column}`)) as unknown as {
    rows: Array<{ elems: string[] | null; freqs: number[] | null }>;
  };
  const row = result.rows[0];
  const frequencies: Frequencies = new Map();
  row?.elems?.forEach((element, i) => frequencies.set(element, Number(row.freqs?.[i] ?? 0)));
  return frequencies;
}

export function tokenFrequencies(db: Db, table: string, column: string): Promise<Frequencies> {
  const perDb = cache.get(db) ?? new Map();
  cache.set(db, perDb);
  const key = `${table}.${column}`;
  const hit = perDb.get(key);
  if (hit && Date.now() - hit.at < STATS_TTL_MS) return hit.frequencies;
  const frequencies = readFrequencies(db, table, column).catch(() => new Map<string, number>());
  perDb.set(key, { at: Date.now(), frequencies });
  return frequencies;
}

/**
 * Splits tokens a row must all hold into those the GIN index should intersect and those checked on the rows it
 * yields: near-universal tokens (工程, 程师 in an engineering job board) cost a posting list of most of the table
 * and rule out almost nothing. The rarest token always stays indexed.
 */
export function splitNearUniversal(tokens: string[], frequencies: Frequencies) {
  const share = (token: string) => frequencies.get(token) ?? 0;
  const byRarity = [...tokens].sort((a, b) => share(a) - share(b));
  const indexed = byRarity.filter((token, i) => i === 0 || share(token) <= NEAR_UNIVERSAL);
  const checked = byRarity.filter((token) => !indexed.includes(token));
  return { indexed, checked };
}
