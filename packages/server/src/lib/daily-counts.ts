import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** One UTC day (yyyy-MM-dd) and what happened on it. */
export type DailyFigure = { day: string; n: number };

/** Midnight UTC of today, as a timestamp without time zone. */
const today = sql`date_trunc('day', now() at time zone 'utc')`;
const firstDay = (days: number) => sql`(${today} - make_interval(days => ${days - 1}::int))`;

/**
 * Rows of `table` per UTC day of `at` over the last `days` days (today included), oldest first, every day present
 * (0 when none): one aggregate over the window only (`at >= first day`, which an index on `at` bounds), joined to
 * `generate_series`, never the rows themselves. `value` sums an expression instead of counting rows.
 */
export async function dailyCounts(
  db: Db,
  source: { table: PgTable; at: PgColumn; where?: SQL | undefined; value?: SQL | PgColumn | undefined },
  days: number,
): Promise<DailyFigure[]> {
  const { table, at, where, value } = source;
  const result = (await db.execute(sql`
    with counted as (
      select date_trunc('day', ${at} at time zone 'utc') as day, ${value ? sql`sum(${value})` : sql`count(*)`} as n
      from ${table}
      where ${at} >= ${firstDay(days)} at time zone 'utc' ${where ? sql`and (${where})` : sql``}
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(counted.n, 0)::int as n
    from generate_series(${firstDay(days)}, ${today}, interval '1 day') as d(day)
    left join counted on counted.day = d.day
    order by d.day`)) as unknown as { rows: DailyFigure[] };
  return result.rows.map((row) => ({ day: row.day, n: Number(row.n) }));
}
