import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Longest description (zh and en each), as CATALOG_LIMITS.description (migration 0015). */
const DESCRIPTION_MAX = 2000;

/** Engineering majors (专业); managed by administrators. */
export const majors = pgTable(
  'majors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    enName: text('en_name').notNull(),
    category: text('category').notNull().default(''),
    /** Position in every list of majors, smallest first (ties by id). */
    sort: integer('sort').notNull().default(0),
    description: text('description').notNull().default(''),
    enDescription: text('en_description').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'majors_description_length',
      sql`char_length(${t.description}) <= ${sql.raw(String(DESCRIPTION_MAX))} and char_length(${t.enDescription}) <= ${sql.raw(String(DESCRIPTION_MAX))}`,
    ),
    index('majors_sort_idx').on(t.sort, t.id),
  ],
);

/** Professional certificates (证书), e.g. 一级建造师; managed by administrators. */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    enName: text('en_name').notNull(),
    category: text('category').notNull().default(''),
    /** Position in every list of certificates, smallest first (ties by id). */
    sort: integer('sort').notNull().default(0),
    description: text('description').notNull().default(''),
    enDescription: text('en_description').notNull().default(''),
    /** Storage key of the certificate's picture, if any. */
    image: text('image'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'certificates_description_length',
      sql`char_length(${t.description}) <= ${sql.raw(String(DESCRIPTION_MAX))} and char_length(${t.enDescription}) <= ${sql.raw(String(DESCRIPTION_MAX))}`,
    ),
    index('certificates_sort_idx').on(t.sort, t.id),
  ],
);
