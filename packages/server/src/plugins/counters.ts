import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

export type Hit = { count: number; ttlMs: number };

const t = rateLimitCounters;

/**
 * Counters in the database, so every server instance counts together (docs/architecture.md#several-instances). A hit is
 * one upsert: the row lock of `ON CONFLICT DO UPDATE` serialises concurrent hits on a key, so no two of them see the
 * same count.
 */
export function createCounters(db: Db) {
  return {
    /** Counts one hit on `key` in a window of `windowMs` that starts with the key's first hit. */
    async hit(key: string, windowMs: number): Promise<Hit> {
      const expired = sql`${t.resetAt} <= now()`;
      const [row] = await db
        .insert(t)
        .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count: sql`case when ${expired} then 1 else ${t.count} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${t.resetAt} end`,
          },
        })
        .returning({
          count: t.count,
          ttlMs: sql<number>`ceil(extract(epoch from ${t.resetAt} - now()) * 1000)`.mapWith(Number),
        });
      if (!row) throw new Error(`counter ${key} was not written`);
      return row;
    },

    /** Takes back one hit of the current window (an attempt that turned out not to count). */
    async refund(key: string) {
      await db
        .update(t)
        .set({ count: sql`${t.count} - 1` })
        .where(and(eq(t.key, key), gt(t.count, 0), gt(t.resetAt, sql`now()`)));
    },

    /** The count of `key`'s current window, without a hit (0 when it has none). */
    async peek(key: string): Promise<number> {
      const [row] = await db
        .select({ count: t.count })
        .from(t)
        .where(and(eq(t.key, key), gt(t.resetAt, sql`now()`)));
      return row?.count ?? 0;
    },

    /** Marks `key` for `windowMs` from now (a mark renewed by each touch, not a count). */
    async touch(key: string, windowMs: number) {
      const resetAt = sql`now() + make_interval(secs => ${windowMs / 1000})`;
      await db
        .insert(t)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({ target: t.key, set: { count: 1, resetAt } });
    },

    async clear(key: string) {
      await db.delete(t).where(eq(t.key, key));
    },

    /** Deletes up to `limit` counters whose window has ended; returns how many went. For the periodic cleanup. */
    async purgeExpired(limit = 5000): Promise<number> {
      const dead = db.select({ key: t.key }).from(t).where(lte(t.resetAt, sql`now()`)).limit(limit);
      const rows = await db.delete(t).where(inArray(t.key, dead)).returning({ key: t.key });
      return rows.length;
    },
  };
}

export type Counters = ReturnType<typeof createCounters>;
