import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { certificates, majors } from './catalog.ts';

// Courses (docs/product/courses.md), owned by the courses area.

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A course: bilingual texts, a category and level code, an optional cover in storage. Its lessons are rows of
 * course_lessons; `duration_minutes` (their minutes added up, for the shortest-first order) and `lesson_count` are
 * kept with them. `learner_count` is the number of course_learners rows, raised in the transaction that inserts one
 * (docs/product/courses.md). `search_tokens` holds the tokens of the titles and summaries (lib/search-tokens.ts) for
 * the GIN lookup. Drafts (`published` false) are seen by administrators only.
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
    lessonCount: integer('lesson_count').notNull().default(0),
    published: boolean('published').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    learnerCount: integer('learner_count').notNull().default(0),
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
    check(
      'courses_counts_non_negative',
      sql`${t.learnerCount} >= 0 and ${t.durationMinutes} >= 0 and ${t.lessonCount} >= 0`,
    ),
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

/** A course's lessons in `position` order (0 first); saving a course replaces them all. */
export const courseLessons = pgTable(
  'course_lessons',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    enTitle: text('en_title').notNull(),
    minutes: integer('minutes').notNull(),
    body: text('body').notNull().default(''),
    enBody: text('en_body').notNull().default(''),
    videoUrl: text('video_url'),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.position] }),
    check('course_lessons_position_non_negative', sql`${t.position} >= 0 and ${t.minutes} >= 0`),
  ],
);

/** The users who started a course: one row each, whenever they first did. */
export const courseLearners = pgTable(
  'course_learners',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_learners_user_idx').on(t.userId, t.courseId)],
);
