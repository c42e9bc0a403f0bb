import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Home carousel slides (docs/product/admin.md#home-carousel); managed in the admin area. */
export const slides = pgTable('slides', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  link: text('link').notNull().default(''),
  title: text('title').notNull().default(''),
  enTitle: text('en_title').notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
