import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Notifications shown under the header bell (docs/product/messages.md). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the message is about, e.g. 'resume_view_request', 'application_status'. */
    messageType: text('message_type').notNull(),
    content: text('content').notNull(),
    /** Bilingual rendering: English content where the sender wrote it or the system generated it. */
    contentEn: text('content_en').notNull().default(''),
    /** The id of the thing the message is about (a view request, an application...). */
    eventId: integer('event_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('messages_user_unread_idx').on(t.userId).where(sql`${t.isRead} = false`),
  ],
);

/**
 * The live message streams open on every instance (ADR 0121), so the per-address and per-user caps count them all.
 * Each instance refreshes `expires_at` of its own rows at every ping and deletes a row when its stream ends; the rows
 * of an instance that died stop counting once they expire, and the periodic cleanup deletes them.
 */
export const messageStreams = pgTable(
  'message_streams',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The server process holding the stream (a random id chosen at its start). */
    instanceId: text('instance_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's address as the rate limits see it (IPv6 by its /64). */
    address: text('address').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('message_streams_address_idx').on(t.address),
    index('message_streams_user_idx').on(t.userId),
    index('message_streams_expires_at_idx').on(t.expiresAt),
  ],
);
