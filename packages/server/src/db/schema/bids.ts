import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Bids (docs/product/bids.md): a shortlist of engineers an administrator shows one client behind a 6-character code
 * (ADR 0123). Owned by the bids area.
 */
export const bids = pgTable(
  'bids',
  {
    id: serial('id').primaryKey(),
    /** The public link's secret part, /bid/info/{slug}: 18 random bytes, base64url (ADR 0123). */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    clientName: text('client_name').notNull(),
    note: text('note').notNull().default(''),
    /** The current code, readable: administrators show it to the client (ADR 0123). */
    code: text('code').notNull(),
    /** Raised with every new code: credentials of an older version stop working. */
    codeVersion: integer('code_version').notNull().default(1),
    status: text('status').notNull().default('active'),
    /** When the code stops working: the end of the expiry day, China time. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bids_status_check', sql`${t.status} in ('active', 'revoked')`),
    uniqueIndex('bids_slug_unique').on(t.slug),
  ],
);

/** The engineers of a bid, in the administrator's order; the row id is the public engineer_id. */
export const bidEngineers = pgTable(
  'bid_engineers',
  {
    id: serial('id').primaryKey(),
    bidId: integer('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: text('position').notNull(),
    sort: integer('sort').notNull().default(0),
    /**
     * The engineer's answer to being shown on this bid while her resume is closed (ADR 0123): null when never asked
     * (her resume was open), pending, agreed or declined. Clients see her only while her resume is open or she agreed.
     */
    consent: text('consent').$type<'pending' | 'agreed' | 'declined'>(),
    consentDecidedAt: timestamp('consent_decided_at', { withTimezone: true }),
    /** When she was told she is shown on this bid (once per bid). */
    shownNotifiedAt: timestamp('shown_notified_at', { withTimezone: true }),
  },
  (t) => [
    unique('bid_engineers_bid_user_unique').on(t.bidId, t.userId),
    index('bid_engineers_user_idx').on(t.userId),
    check(
      'bid_engineers_consent_check',
      sql`${t.consent} is null or ${t.consent} in ('pending', 'agreed', 'declined')`,
    ),
  ],
);

/**
 * Every code check (the administrators' log and the rate limits count them), by the link it was made on: a check on a
 * link that opens no bid is counted alike, with no bid (ADR 0123).
 */
export const bidAttempts = pgTable(
  'bid_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bidId: integer('bid_id').references(() => bids.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    address: text('address').notNull(),
    success: boolean('success').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bid_attempts_bid_idx').on(t.bidId, t.createdAt),
    index('bid_attempts_slug_idx').on(t.slug, t.createdAt),
    index('bid_attempts_address_idx').on(t.address, t.createdAt),
  ],
);

/** Credentials a correct code yields: only the SHA-256 of the random token is kept. */
export const bidAccess = pgTable(
  'bid_access',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique('bid_access_token_unique'),
    bidId: integer('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    codeVersion: integer('code_version').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bid_access_expires_idx').on(t.expiresAt), index('bid_access_bid_idx').on(t.bidId)],
);
