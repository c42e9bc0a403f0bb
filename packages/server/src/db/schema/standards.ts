import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// The standards shop (docs/product/standards-and-oil.md), owned by the standards area: documents and purchases.

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A standards document. The PDF lives in storage under `file_key`; `search_tokens` holds the
 * tokens of the four searchable names (lib/search-tokens.ts) for the GIN lookup, whose matches the exact substring
 * filters then check. A removed standard keeps its row (purchases and the ledger point to it) but leaves the lists.
 */
export const standards = pgTable(
  'standards',
  {
    id: serial('id').primaryKey(),
    chName: text('ch_name').notNull(),
    enName: text('en_name').notNull(),
    ver: text('ver').notNull(),
    comment: text('comment').notNull(),
    description: text('description').notNull().default(''),
    /** The price in oil; 0 = free. */
    crudeNum: integer('crude_num').notNull().default(0),
    fileKey: text('file_key').notNull(),
    fileSize: integer('file_size').notNull(),
    downloadTimes: integer('download_times').notNull().default(0),
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    searchTokens: text('search_tokens').array().notNull().default(sql`'{}'::text[]`),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('standards_search_tokens_gin').using('gin', t.searchTokens),
    index('standards_listed_recent_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    check('standards_crude_num_non_negative', sql`${t.crudeNum} >= 0`),
    check('standards_download_times_non_negative', sql`${t.downloadTimes} >= 0`),
  ],
);

/** One purchase per user and standard: the primary key makes a repeated or concurrent purchase charge once. */
export const standardPurchases = pgTable(
  'standard_purchases',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    standardId: integer('standard_id')
      .notNull()
      .references(() => standards.id, { onDelete: 'cascade' }),
    /** The oil paid. */
    price: integer('price').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.standardId] }),
    index('standard_purchases_user_recent_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.standardId),
    /** Purchases per day on the admin dashboard (migration 0018). */
    index('standard_purchases_created_idx').on(t.createdAt),
    check('standard_purchases_price_non_negative', sql`${t.price} >= 0`),
  ],
);
