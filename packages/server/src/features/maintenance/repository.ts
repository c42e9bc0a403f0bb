import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Every instance on one database takes this transaction lock before a batch; whoever lacks it skips. */
export const SWEEP_LOCK = 'maintenance-sweep';

/**
 * Rows nothing reads any more, deleted by the area that owns the table: `purge(tx, limit)` removes at most
 * `limit` of them inside `tx` and answers how many went. The areas hand these in from app.ts.
 */
export type Purger = { name: string; purge(tx: Db, limit: number): Promise<number> };

/**
 * Derived data an area recomputes every `intervalMs` (and once at start; 0 = only then), under the sweep lock:
 * `run(tx)` answers whether it recomputed. The areas hand these in from app.ts.
 */
export type PeriodicTask = { name: string; intervalMs: number; run(tx: Db): Promise<boolean> };

export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;

export function createMaintenanceRepository(db: Db) {
  /** `work` in a transaction holding the sweep lock; null (and nothing done) when another instance holds it. */
  function underLock<T>(work: (tx: Db) => Promise<T>): Promise<T | null> {
    return db.transaction(async (tx) => {
      const lock = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext(${SWEEP_LOCK})) as locked`,
      )) as unknown as {
        rows: { locked: boolean }[];
      };
      if (!lock.rows[0]?.locked) return null;
      return work(tx);
    });
  }

  return {
    underLock,
    /** One batch of `purger` under the sweep lock; null when another instance holds the lock. */
    purgeBatch: (purger: Purger, limit: number) => underLock((tx) => purger.purge(tx, limit)),
  };
}
