import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The columns majors and certificates share (a fresh set per table). */
const entryColumns = () => ({
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  enName: text('en_name').notNull(),
  category: text('category').notNull().default(''),
  /** Position in every list of the catalogue, smallest first (ties by id). */
  sort: integer('sort').notNull().default(0),
  /** Up to CATALOG_LIMITS.description characters each (migration 0015). */
  description: text('description').notNull().default(''),
  enDescription: text('en_description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The bounded descriptions and the order index of a catalogue table. */
const entryChecks = (table: string) => (t: Record<'id' | 'sort' | 'description' | 'enDescription', AnyPgColumn>) => [
  check(
    `${table}_description_length`,
    sql`char_length(${t.description}) <= 2000 and char_length(${t.enDescription}) <= 2000`,
  ),
  index(`${table}_sort_idx`).on(t.sort, t.id),
];

/** Engineering majors (专业); managed by administrators. */
export const majors = pgTable('majors', entryColumns(), entryChecks('majors'));

/** Professional certificates (证书), e.g. 一级建造师; managed by administrators. */
export const certificates = pgTable(
  'certificates',
  {
    ...entryColumns(),
    /** Storage key of the certificate's picture, if any. */
    image: text('image'),
  },
  entryChecks('certificates'),
);
