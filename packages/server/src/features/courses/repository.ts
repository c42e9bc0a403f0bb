import type { CourseCategory, CourseLevel, CourseSort } from '@app/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courseCertificates, courseLearners, courseLessons, courseMajors, courses } from '../../db/schema/index.ts';
import { countUpTo } from '../../lib/capped-count.ts';
import { holdsAll } from '../../lib/search/index.ts';

export type CourseRow = typeof courses.$inferSelect;
export type CourseValues = Omit<typeof courses.$inferInsert, 'id' | 'learnerCount' | 'createdAt' | 'updatedAt'>;
export type LessonRow = typeof courseLessons.$inferSelect;
export type LessonValues = Omit<LessonRow, 'courseId' | 'position'>;

/** What a list is narrowed to; `keyword`: the query's tokens (lib/search-tokens.ts queryTokens). */
export type CourseFilter = {
  /** true: published only; false: drafts only; undefined: both (the admin list). */
  published?: boolean | undefined;
  category?: CourseCategory | undefined;
  level?: CourseLevel | undefined;
  keyword: string[];
  certificateId?: number | undefined;
  majorId?: number | undefined;
};

const ORDERS: Record<CourseSort, SQL[]> = {
  newest: [desc(courses.sort), desc(courses.createdAt), desc(courses.id)],
  popular: [desc(courses.learnerCount), desc(courses.id)],
  shortest: [asc(courses.durationMinutes), desc(courses.id)],
};

/** The catalogue links a course holds: course_certificates and course_majors. */
export type CatalogueLink = 'certificate' | 'major';

const links = {
  certificate: {
    table: courseCertificates,
    course: courseCertificates.courseId,
    entry: courseCertificates.certificateId,
  },
  major: { table: courseMajors, course: courseMajors.courseId, entry: courseMajors.majorId },
} as const;

/** Every query on courses and their link tables (the courses area owns them). */
export function createCoursesRepository(db: Db) {
  const where = (filter: CourseFilter): SQL | undefined =>
    and(
      filter.published === undefined ? undefined : eq(courses.published, filter.published),
      filter.category ? eq(courses.category, filter.category) : undefined,
      filter.level ? eq(courses.level, filter.level) : undefined,
      filter.keyword.length ? holdsAll(courses.searchTokens, filter.keyword) : undefined,
      filter.certificateId
        ? inArray(
            courses.id,
            db
              .select({ id: courseCertificates.courseId })
              .from(courseCertificates)
              .where(eq(courseCertificates.certificateId, filter.certificateId)),
          )
        : undefined,
      filter.majorId
        ? inArray(
            courses.id,
            db.select({ id: courseMajors.courseId }).from(courseMajors).where(eq(courseMajors.majorId, filter.majorId)),
          )
        : undefined,
    );

  return {
    /** A page in the given order; the total exact up to 10,000. */
    async page(filter: CourseFilter, sort: CourseSort, offset: number, limit: number) {
      const condition = where(filter);
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(courses)
          .where(condition)
          .orderBy(...ORDERS[sort])
          .limit(limit)
          .offset(offset),
        countUpTo(db, { table: courses, id: courses.id }, condition),
      ]);
      return { rows, ...counted };
    },

    async find(id: number, options: { publishedOnly?: boolean; lock?: boolean } = {}): Promise<CourseRow | null> {
      const query = db
        .select()
        .from(courses)
        .where(and(eq(courses.id, id), options.publishedOnly ? eq(courses.published, true) : undefined))
        .limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The certificate and major ids each of `ids` links, in id order. */
    async linksOf(ids: number[]) {
      const result = { certificate: new Map<number, number[]>(), major: new Map<number, number[]>() };
      if (ids.length === 0) return result;
      for (const kind of ['certificate', 'major'] as const) {
        const link = links[kind];
        const rows = await db
          .select({ course: link.course, entry: link.entry })
          .from(link.table)
          .where(inArray(link.course, ids))
          .orderBy(asc(link.course), asc(link.entry));
        for (const row of rows) result[kind].set(row.course, [...(result[kind].get(row.course) ?? []), row.entry]);
      }
      return result;
    },

    async insert(values: CourseValues): Promise<CourseRow> {
      const [row] = await db.insert(courses).values(values).returning();
      if (!row) throw new Error('course insert returned nothing');
      return row;
    },

    async update(id: number, values: CourseValues): Promise<CourseRow | null> {
      const [row] = await db
        .update(courses)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(courses.id, id))
        .returning();
      return row ?? null;
    },

    async delete(id: number) {
      await db.delete(courses).where(eq(courses.id, id));
    },

    /** Replaces a course's links of one kind. */
    async setLinks(kind: CatalogueLink, id: number, entryIds: number[]) {
      const link = links[kind];
      await db.delete(link.table).where(eq(link.course, id));
      if (entryIds.length === 0) return;
      if (kind === 'certificate') {
        await db.insert(courseCertificates).values(entryIds.map((certificateId) => ({ courseId: id, certificateId })));
      } else {
        await db.insert(courseMajors).values(entryIds.map((majorId) => ({ courseId: id, majorId })));
      }
    },

    /** Moves every link of catalogue entry `from` to `to` (no duplicates); `from`'s are then removed. */
    async relink(kind: CatalogueLink, from: number, to: number) {
      const link = links[kind];
      const column = kind === 'certificate' ? 'certificate_id' : 'major_id';
      await db.execute(sql`
        insert into ${link.table} (course_id, ${sql.identifier(column)})
        select course_id, ${to} from ${link.table} where ${link.entry} = ${from}
        on conflict do nothing`);
      await db.delete(link.table).where(eq(link.entry, from));
    },

    /** A course's lessons in their order. */
    lessonsOf: (id: number): Promise<LessonRow[]> =>
      db.select().from(courseLessons).where(eq(courseLessons.courseId, id)).orderBy(asc(courseLessons.position)),

    /** Replaces a course's lessons with `lessons`, numbered from 0 in the order given. */
    async setLessons(id: number, lessons: LessonValues[]) {
      await db.delete(courseLessons).where(eq(courseLessons.courseId, id));
      if (lessons.length === 0) return;
      await db.insert(courseLessons).values(lessons.map((lesson, position) => ({ ...lesson, courseId: id, position })));
    },

    async isLearner(courseId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: courseLearners.userId })
        .from(courseLearners)
        .where(and(eq(courseLearners.courseId, courseId), eq(courseLearners.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Records `userIds` as learners of a course, each at most once, and raises its learner count by the rows that
     * were new; answers the count after. Run it in a transaction: the rows and the count move together.
     */
    async addLearners(courseId: number, userIds: number[]): Promise<number> {
      const added = userIds.length
        ? await db
            .insert(courseLearners)
            .values(userIds.map((userId) => ({ courseId, userId })))
            .onConflictDoNothing()
            .returning({ userId: courseLearners.userId })
        : [];
      const [row] = added.length
        ? await db
            .update(courses)
            .set({ learnerCount: sql`${courses.learnerCount} + ${added.length}` })
            .where(eq(courses.id, courseId))
            .returning({ learnerCount: courses.learnerCount })
        : await db.select({ learnerCount: courses.learnerCount }).from(courses).where(eq(courses.id, courseId));
      return row?.learnerCount ?? 0;
    },
  };
}
