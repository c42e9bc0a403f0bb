import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Revoked and expired logins are kept this long after they end, for support questions about them. */
export const ENDED_SESSION_RETENTION_DAYS = 7;

/** Every instance on one database takes this transaction lock before a batch; whoever lacks it skips. */
export const SWEEP_LOCK = 'maintenance-sweep';

export type PurgeRule = { table: string; key: string; expired: SQL };

/**
 * Rows nothing reads any more. The tables belong to other areas; they are named here, not imported,
 * so the sweep does not depend on how those areas are arranged.
 */
export const PURGE_RULES: PurgeRule[] = [
  {
    table: 'sessions',
    key: 'id',
    expired: sql`expires_at < now() - make_interval(days => ${ENDED_SESSION_RETENTION_DAYS})
      or revoked_at < now() - make_interval(days => ${ENDED_SESSION_RETENTION_DAYS})`,
  },
  { table: 'captchas', key: 'id', expired: sql`expires_at < now()` },
  // Rate-limit and login-attempt windows that have ended (plugins/counters.ts).
  { table: 'rate_limit_counters', key: 'key', expired: sql`reset_at <= now()` },
];

export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;

export function createMaintenanceRepository(db: Db) {
  return {
    /** Deletes up to `limit` expired rows; null when another instance holds the sweep lock. */
    purgeBatch(rule: PurgeRule, limit: number): Promise<number | null> {
      return db.transaction(async (tx) => {
        const lock = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtext(${SWEEP_LOCK})) as locked`,
        )) as unknown as {
          rows: { locked: boolean }[];
        };
        if (!lock.rows[0]?.locked) return null;
        const table = sql.identifier(rule.table);
        const key = sql.identifier(rule.key);
        const deleted = (await tx.execute(sql`
          with gone as (
            delete from ${table} where ${key} in (select ${key} from ${table} where ${rule.expired} limit ${limit})
            returning 1
          )
          select count(*)::int as n from gone`)) as unknown as { rows: { n: number }[] };
        return deleted.rows[0]?.n ?? 0;
      });
    },
  };
}
