import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageStreams } from '../../db/schema/index.ts';
import { tooManyRequests } from '../../lib/app-error.ts';

const t = messageStreams;

/** Caps counted over every instance's open streams; 0 turns the per-address cap off. */
export type StreamCaps = { perUser: number; perAddress: number };

/** How long a refused client is asked to wait. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;
/** A list of ids as one bigint[] parameter (however many there are). */
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;

/**
 * The table of open live streams (ADR 0121): every instance writes its own rows and counts everyone's, so the caps
 * hold across instances. A row counts while `expires_at` is ahead; its instance pushes it forward at every ping.
 */
export function createStreamRegistry(db: Db, instanceId: string) {
  return {
    /**
     * Admits a stream of `userId` from `address` under the caps, or throws the 429. The count and the insert run
     * under the address's and the user's advisory locks (always taken in that order), so racing admissions on any
     * instance take turns and none sees a stale count. Returns the row's id.
     */
    async admit(userId: number, address: string, caps: StreamCaps, ttlMs: number): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('message_streams:address'), hashtext(${address}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('message_streams:user'), ${userId})`);
        const [counted] = await tx
          .select({
            byUser: sql<number>`count(*) filter (where ${t.userId} = ${userId})`.mapWith(Number),
            byAddress: sql<number>`count(*) filter (where ${t.address} = ${address})`.mapWith(Number),
          })
          .from(t)
          .where(and(sql`(${t.userId} = ${userId} or ${t.address} = ${address})`, sql`${t.expiresAt} > now()`));
        if ((counted?.byUser ?? 0) >= caps.perUser) {
          throw tooManyRequests('messageStreamsPerUser', STREAM_RETRY_AFTER_SECONDS);
        }
        if (caps.perAddress > 0 && (counted?.byAddress ?? 0) >= caps.perAddress) {
          throw tooManyRequests('messageStreamsPerAddress', STREAM_RETRY_AFTER_SECONDS);
        }
        const [row] = await tx
          .insert(t)
          .values({ instanceId, userId, address, expiresAt: sql`now() + ${interval(ttlMs)}` })
          .returning({ id: t.id });
        if (!row) throw new Error('the stream was not recorded');
        return row.id;
      });
    },

    /** Records again, without the caps, streams already admitted whose rows were lost (expired and purged). */
    async restore(streams: ReadonlyArray<{ userId: number; address: string }>, ttlMs: number) {
      if (streams.length === 0) return [];
      const rows = await db
        .insert(t)
        .values(streams.map((s) => ({ instanceId, ...s, expiresAt: sql`now() + ${interval(ttlMs)}` })))
        .returning({ id: t.id });
      return rows.map((r) => r.id);
    },

    /** Pushes the expiry of these rows (this instance's open streams) forward; returns the ids still there. */
    async refresh(ids: readonly number[], ttlMs: number): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .update(t)
        .set({ expiresAt: sql`now() + ${interval(ttlMs)}` })
        .where(and(eq(t.instanceId, instanceId), sql`${t.id} = any(${idArray(ids)})`))
        .returning({ id: t.id });
      return new Set(rows.map((r) => r.id));
    },

    async remove(id: number) {
      await db.delete(t).where(eq(t.id, id));
    },

    /** Every row of this instance (it is closing). */
    async removeAll() {
      await db.delete(t).where(eq(t.instanceId, instanceId));
    },
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;

/** Deletes up to `limit` expired rows (streams of instances that died); for the periodic cleanup. */
export async function purgeExpiredStreams(db: Db, limit = 5000): Promise<number> {
  const dead = db.select({ id: t.id }).from(t).where(lte(t.expiresAt, sql`now()`)).limit(limit);
  const rows = await db.delete(t).where(inArray(t.id, dead)).returning({ id: t.id });
  return rows.length;
}
