import { SEARCH_TOTAL_CAP } from '@app/shared';
import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * How many rows of `table` match `where`, read up to `cap` + 1 (an index walk stops there, however many match):
 * `total` is exact up to the cap, then the cap with `capped` true ("10,000+", ADR 0090).
 */
export async function countUpTo(
  db: Db,
  from: { table: PgTable; id: PgColumn },
  where: SQL | undefined,
  cap: number = SEARCH_TOTAL_CAP,
) {
  const matching = db
    .select({ id: from.id })
    .from(from.table)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}
