import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { certificates, majors } from './catalog.ts';

// Courses (issue 14 item 2), owned by the courses area.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One lesson of a course's outline. */
export type CourseLessonRow = { title: string; en_title: string; minutes: number };

/**
 * A course: bilingual texts, a category and level code, an optional cover in storage, its lessons. `duration_minutes`
 * is the lessons' minutes added up (kept for the shortest-first order). `search_tokens` holds the tokens of the titles
 * and summaries (lib/search-tokens.ts) for the GIN lookup. Drafts (`published` false) are seen by administrators only.
 */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    enTitle: text('en_title').notNull(),
    summary: text('summary').notNull().default(''),
    enSummary: text('en_summary').notNull().default(''),
    category: text('category').notNull(),
    level: text('level').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    coverKey: text('cover_key'),
    outline: jsonb('outline').$type<CourseLessonRow[]>().notNull().default(sql`'[]'::jsonb`),
    published: boolean('published').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    searchTokens: text('search_tokens').array().notNull().default(sql`'{}'::text[]`),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('courses_search_tokens_gin').using('gin', t.searchTokens),
    index('courses_published_recent_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.published}`),
    check('courses_level_check', sql`${t.level} in ('beginner', 'intermediate', 'advanced')`),
    check('courses_counts_non_negative', sql`${t.viewCount} >= 0 and ${t.durationMinutes} >= 0`),
  ],
);

/** The certificates a course prepares for. */
export const courseCertificates = pgTable(
  'course_certificates',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.certificateId] }),
    index('course_certificates_certificate_idx').on(t.certificateId, t.courseId),
  ],
);

/** The majors a course serves. */
export const courseMajors = pgTable(
  'course_majors',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    majorId: integer('major_id')
      .notNull()
      .references(() => majors.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.majorId] }), index('course_majors_major_idx').on(t.majorId, t.courseId)],
);
