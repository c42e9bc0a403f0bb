import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { standards } from './standards.ts';

// The oil ledger (docs/architecture.md#data, ADR 0099), owned by the oil area.

/** Codes mirrored from @app/shared OIL_REASONS (kept literal so a migration never depends on runtime code). */
const REASONS = "'signup', 'purchase', 'admin_grant', 'admin_deduct'";

/**
 * Every change of a user's oil (users.crude_num), written in the transaction that changes it: the amount (+/-),
 * why, the balance after, and the standard bought or the administrator who granted or deducted.
 */
export const oilLedger = pgTable(
  'oil_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    balanceAfter: integer('balance_after').notNull(),
    standardId: integer('standard_id').references(() => standards.id, { onDelete: 'set null' }),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('oil_ledger_user_recent_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    /** Oil per day on the admin dashboard (migration 0018). */
    index('oil_ledger_created_idx').on(t.createdAt),
    check('oil_ledger_reason', sql`${t.reason} in (${sql.raw(REASONS)})`),
    check('oil_ledger_amount_non_zero', sql`${t.amount} <> 0`),
    check('oil_ledger_balance_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * The oil area's settings, one row (id 1) written when an administrator first sets one; until then the defaults of
 * @app/shared OIL_SIGNUP_GRANT apply (a migration inserts no rows: docs/decisions/0099-standards-and-oil.md).
 */
export const oilSettings = pgTable(
  'oil_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Oil a new account gets at registration; 0 turns the grant off. */
    signupGrant: integer('signup_grant').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('oil_settings_one_row', sql`${t.id} = 1`),
    check('oil_settings_signup_grant_range', sql`${t.signupGrant} between 0 and 100000`),
  ],
);
