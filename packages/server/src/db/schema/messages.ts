import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Notifications shown under the header bell (SPEC §3 Message). */
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
