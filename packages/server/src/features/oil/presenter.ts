import type { OilLedgerEntry, OilReason } from '@app/shared';
import type { oilLedger } from '../../db/schema/index.ts';

/** A row of the user's oil ledger; `standardNames` names the standard a purchase paid for. */
export const presentLedgerEntry = (
  row: typeof oilLedger.$inferSelect,
  standardNames: Map<number, string>,
): OilLedgerEntry => ({
  id: row.id,
  amount: row.amount,
  reason: row.reason as OilReason,
  note: row.note,
  balance_after: row.balanceAfter,
  standard_id: row.standardId,
  standard_name: row.standardId === null ? null : (standardNames.get(row.standardId) ?? null),
  create_time: row.createdAt.toISOString(),
});
