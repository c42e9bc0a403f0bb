import type { OilReason } from '@app/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oilLedger } from '../../db/schema/index.ts';

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
  };
}

export type OilRepository = ReturnType<typeof createOilRepository>;
