import { OIL_SIGNUP_GRANT, type OilReason } from '@app/shared';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oilLedger, oilSettings } from '../../db/schema/index.ts';
import { dailyCounts } from '../../lib/daily-counts.ts';

/** What the dashboard counts as oil given to users. */
const GRANTED: OilReason[] = ['signup', 'admin_grant'];

export type NewLedgerEntry = {
  userId: number;
  amount: number;
  reason: OilReason;
  note?: string;
  balanceAfter: number;
  standardId?: number | null;
  adminId?: number | null;
};

/** Every query on oil_ledger (the oil area owns it). */
export function createOilRepository(db: Db) {
  return {
    async insert(entry: NewLedgerEntry) {
      await db.insert(oilLedger).values(entry);
    },

    /** The oil a new account gets; the default until an administrator has set it. */
    async signupGrant(options: { lock?: boolean } = {}): Promise<number> {
      const query = db.select({ grant: oilSettings.signupGrant }).from(oilSettings).where(eq(oilSettings.id, 1));
      const [row] = options.lock ? await query.for('update') : await query;
      return row?.grant ?? OIL_SIGNUP_GRANT.default;
    },

    /** Sets the sign-up grant (the one settings row, made on the first write). */
    async setSignupGrant(amount: number) {
      await db
        .insert(oilSettings)
        .values({ id: 1, signupGrant: amount })
        .onConflictDoUpdate({ target: oilSettings.id, set: { signupGrant: amount, updatedAt: sql`now()` } });
    },

    /** A page of the user's ledger, newest first, and its total. */
    async page(userId: number, offset: number, limit: number) {
      const rows = await db
        .select()
        .from(oilLedger)
        .where(eq(oilLedger.userId, userId))
        .orderBy(desc(oilLedger.createdAt), desc(oilLedger.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(oilLedger).where(eq(oilLedger.userId, userId));
      return { rows, total: total?.n ?? 0 };
    },

    /** Oil moved per reason, all time: one aggregate over the ledger (the admin dashboard, ADR 0101). */
    totals: () =>
      db
        .select({ reason: oilLedger.reason, amount: sql<number>`sum(${oilLedger.amount})`.mapWith(Number) })
        .from(oilLedger)
        .groupBy(oilLedger.reason),

    /** Oil granted (welcome oil, grants) and spent (purchases) per UTC day of the last `days` days. */
    async daily(days: number) {
      const at = oilLedger.createdAt;
      const [granted, spent] = await Promise.all([
        dailyCounts(
          db,
          { table: oilLedger, at, where: inArray(oilLedger.reason, GRANTED), value: oilLedger.amount },
          days,
        ),
        dailyCounts(
          db,
          { table: oilLedger, at, where: eq(oilLedger.reason, 'purchase'), value: sql`-${oilLedger.amount}` },
          days,
        ),
      ]);
      return { granted, spent };
    },
  };
}
