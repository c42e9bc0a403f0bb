import { SEARCH_TOTAL_CAP } from '@app/shared';
import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** The rows a count reads: one table, or one table inner-joined to another when `where` filters on both. */
type CountedRows = { table: PgTable; id: PgColumn; join?: { table: PgTable; on: SQL } };

/**
 * How many rows of `from` match `where`, read up to `cap` + 1 (an index walk stops there, however many match):
 * `total` is exact up to the cap, then the cap with `capped` true ("10,000+", ADR 0090).
 */
export async function countUpTo(db: Db, from: CountedRows, where: SQL | undefined, cap: number = SEARCH_TOTAL_CAP) {
  const rows = db.select({ id: from.id }).from(from.table).$dynamic();
  const matching = (from.join ? rows.innerJoin(from.join.table, from.join.on) : rows)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}
