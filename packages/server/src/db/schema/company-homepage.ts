import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The company homepage (docs/product/company-homepage.md, ADR 0105): the platform operator's service scope,
 * achievements, qualifications and carousel, each item bilingual, in the order an administrator gives it. Owned by the
 * company-homepage area.
 */
export const homepageItems = pgTable(
  'homepage_items',
  {
    id: serial('id').primaryKey(),
    section: text('section').notNull(),
    title: text('title').notNull(),
    enTitle: text('en_title').notNull(),
    body: text('body').notNull().default(''),
    enBody: text('en_body').notNull().default(''),
    /** A storage key (folder `homepage/`, public); a carousel item always has one. */
    imageKey: text('image_key'),
    link: text('link').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('homepage_items_section_idx').on(t.section, t.position, t.id),
    check('homepage_items_section_check', sql`${t.section} in ('service', 'achievement', 'qualification', 'carousel')`),
    check('homepage_items_carousel_image_check', sql`${t.section} <> 'carousel' or ${t.imageKey} is not null`),
  ],
);
