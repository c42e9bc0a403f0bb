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

/**
 * The hot majors (ADR 0108): every major's demand and supply, ranked, recomputed periodically by
 * the maintenance task `hot_majors` (features/catalog/hot-majors.ts) so a request reads one small table.
 */
export const hotMajors = pgTable(
  'hot_majors',
  {
    majorId: integer('major_id')
      .primaryKey()
      .references(() => majors.id, { onDelete: 'cascade' }),
    /** 1 = the highest score; among equals more jobs first, then the catalogue order. */
    rank: integer('rank').notNull(),
    jobCount: integer('job_count').notNull(),
    talentCount: integer('talent_count').notNull(),
    growth: integer('growth').notNull(),
    score: integer('score').notNull(),
    /** hot | rising | steady (HOT_MAJOR_LEVELS). */
    level: text('level').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hot_majors_rank_idx').on(t.rank),
    check('hot_majors_level_known', sql`${t.level} in ('hot', 'rising', 'steady')`),
  ],
);
