import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** How long a search stays known as broader than the cap, and how many such searches are remembered. */
export const BROAD_TOTAL_TTL_MS = 60_000;
const REMEMBERED = 2_000;

const dialect = new PgDialect();

/**
 * The searches this instance found broader than the cap ("10,000+"), so a repeat skips the count: counting up to the
 * cap reads 10,000 rows through the token index (20-30 ms at 100k jobs; the cost a capped count has by design,
 * ADR 0090), and popular searches (a city, a job type, a common keyword) repeat most. Only capped totals are
 * remembered: "10,000+" stays true while rows come and go within a minute, whereas an exact total is always counted,
 * so a new or removed row shows at once wherever the total is exact.
 */
export function createBroadTotals(now: () => number = Date.now) {
  const until = new Map<string, number>();
  const keyOf = (table: string, where: SQL | undefined) => {
    const query = dialect.sqlToQuery(where ?? sql`true`);
    return `${table}\u0000${query.sql}\u0000${JSON.stringify(query.params)}`;
  };
  return {
    /** True when this search was found capped within the last BROAD_TOTAL_TTL_MS. */
    known(table: string, where: SQL | undefined): boolean {
      const key = keyOf(table, where);
      const expires = until.get(key);
      if (expires === undefined) return false;
      if (expires > now()) return true;
      until.delete(key);
      return false;
    },
    remember(table: string, where: SQL | undefined): void {
      const key = keyOf(table, where);
      until.delete(key);
      until.set(key, now() + BROAD_TOTAL_TTL_MS);
      // A Map keeps insertion order: the first key is the one remembered longest ago.
      if (until.size > REMEMBERED) until.delete(until.keys().next().value as string);
    },
  };
}

/** The instance's memory of broad searches, shared by every searchable area (jobs, talents, posts, standards). */
export const broadTotals = createBroadTotals();
