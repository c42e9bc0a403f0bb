import type {
  AdminCourse,
  AdminCourseDetail,
  AdminCourseListQuery,
  CourseDetail,
  CourseFields,
  CourseLink,
  CourseListQuery,
  CourseStudy,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { windowOffset } from '../../lib/search/index.ts';
import { documentTokens, queryTokens } from '../../lib/search-tokens.ts';
import type { IncomingFile } from '../../lib/storage/incoming.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { storeUpload } from '../../lib/storage/uploads.ts';
import { transactional } from '../../lib/transactional.ts';
import type { CatalogService } from '../catalog/index.ts';
import { presentCourse, presentCourseSummary, presentLesson } from './presenter.ts';
import {
  type CatalogueLink,
  type CourseRow,
  type CourseValues,
  createCoursesRepository,
  type LessonValues,
} from './repository.ts';

export type CoursesDeps = {
  db: Db;
  storage: Storage;
  /** The URL of a stored file (covers). */
  fileUrl: (key: string) => string;
  /** The names of the certificates and majors courses link, and the checks that they exist. */
  catalog: Pick<
    CatalogService,
    'listCertificates' | 'listMajors' | 'assertCertificatesExist' | 'assertMajorsExist' | 'withTx'
  >;
};

/** What an admin write reports: the course before and after (plain views for the audit log) and a cover to drop. */
export type CourseChange = {
  before: object | null;
  /** The audit log's view of the course after the write. */
  afterSnapshot: object | null;
  after: AdminCourseDetail | null;
  /** A stored cover no longer referenced; deleted once the transaction committed (`discardCover`). */
  droppedCover: string | null;
};

/** The audit log's view of a course. */
const snapshot = (row: CourseRow, certIds: number[], majorIds: number[]) => ({
  title: row.title,
  en_title: row.enTitle,
  category: row.category,
  level: row.level,
  published: row.published,
  sort: row.sort,
  cover: row.coverKey,
  lessons: row.lessonCount,
  duration_minutes: row.durationMinutes,
  cert_ids: certIds,
  major_ids: majorIds,
});

const valuesOf = (fields: CourseFields, coverKey: string | null): CourseValues => ({
  title: fields.title,
  enTitle: fields.en_title,
  summary: fields.summary,
  enSummary: fields.en_summary,
  category: fields.category,
  level: fields.level,
  lessonCount: fields.outline.length,
  durationMinutes: fields.outline.reduce((sum, lesson) => sum + lesson.minutes, 0),
  coverKey,
  published: fields.published,
  sort: fields.sort,
  searchTokens: documentTokens(fields.title, fields.en_title, fields.summary, fields.en_summary),
});

const lessonValues = (fields: CourseFields): LessonValues[] =>
  fields.outline.map((lesson) => ({
    title: lesson.title,
    enTitle: lesson.en_title,
    minutes: lesson.minutes,
    body: lesson.body,
    enBody: lesson.en_body,
    videoUrl: lesson.video_url,
  }));

/**
 * Courses: published ones for users, every one for administrators. A user who starts a course becomes one of its
 * learners (once) and reads its lessons; reading the course page counts nothing (docs/product/courses.md).
 */
export function createCoursesService(deps: CoursesDeps) {
  return transactional(deps.db, (db) => {
    const repo = createCoursesRepository(db);

    /** Rows as answers, with their certificates' and majors' names. */
    async function present(on: Db, rows: CourseRow[]): Promise<AdminCourse[]> {
      const r = createCoursesRepository(on);
      const catalog = deps.catalog.withTx(on);
      // One after the other: `on` may be a transaction, one connection running one query at a time.
      const linked = await r.linksOf(rows.map((row) => row.id));
      const certificates = rows.length ? await catalog.listCertificates() : [];
      const majors = rows.length ? await catalog.listMajors() : [];
      const names = {
        certificate: new Map(certificates.map((c) => [c.id, c])),
        major: new Map(majors.map((m) => [m.id, m])),
      };
      const named = (kind: CatalogueLink, id: number): CourseLink[] =>
        (linked[kind].get(id) ?? []).flatMap((entry) => names[kind].get(entry) ?? []);
      return rows.map((row) =>
        presentCourse(
          row,
          { certificates: named('certificate', row.id), majors: named('major', row.id) },
          deps.fileUrl,
        ),
      );
    }

    async function page(query: CourseListQuery | AdminCourseListQuery, published: boolean | undefined) {
      const offset = windowOffset(query.pn, query.p_size);
      const filter = {
        published,
        category: query.category,
        level: query.level,
        keyword: queryTokens(query.key_word),
        certificateId: query.cert,
        majorId: query.major,
      };
      const { rows, total, capped } = await repo.page(filter, query.sort ?? 'newest', offset, query.p_size);
      return { data: await present(db, rows), total, capped };
    }

    /** 400 unless every linked certificate and major exists. */
    async function checkLinks(on: Db, fields: CourseFields) {
      const catalog = deps.catalog.withTx(on);
      await catalog.assertCertificatesExist(fields.cert_ids);
      await catalog.assertMajorsExist(fields.major_ids);
    }

    async function save(tx: Db, id: number, fields: CourseFields) {
      const r = createCoursesRepository(tx);
      await r.setLinks('certificate', id, fields.cert_ids);
      await r.setLinks('major', id, fields.major_ids);
      await r.setLessons(id, lessonValues(fields));
    }

    const one = async (on: Db, row: CourseRow) => {
      const [course] = await present(on, [row]);
      if (!course) throw new Error('course vanished');
      return course;
    };

    /** A course with its lessons' content (the admin form, the admin writes' answer). */
    const withLessons = async (on: Db, row: CourseRow): Promise<AdminCourseDetail> => {
      const course = await one(on, row);
      const lessons = await createCoursesRepository(on).lessonsOf(row.id);
      return { ...course, lessons: lessons.map(presentLesson) };
    };

    /** A published course, or 404. */
    async function published(on: Db, id: number): Promise<CourseRow> {
      const row = await createCoursesRepository(on).find(id, { publishedOnly: true });
      if (!row) throw notFound('courseNotFound');
      return row;
    }

    return {
      /** Published courses for users. */
      async list(query: CourseListQuery) {
        const { data, total, capped } = await page(query, true);
        return { data: data.map(presentCourseSummary), total, capped };
      },

      /** A published course with its lessons' titles and whether `userId` has started it; counts nothing. */
      async detail(id: number, userId: number): Promise<CourseDetail> {
        const row = await published(db, id);
        const course = presentCourseSummary(await one(db, row));
        const lessons = await repo.lessonsOf(id);
        const learning = await repo.isLearner(id, userId);
        return {
          ...course,
          lessons: lessons.map(({ title, enTitle, minutes }) => ({ title, en_title: enTitle, minutes })),
          learning,
        };
      },

      /**
       * `userId` starts a published course: recorded as a learner the first time only (the count rises with that
       * row, in one transaction); answers the lessons' content and the learner count.
       */
      start: (id: number, userId: number): Promise<CourseStudy> =>
        db.transaction(async (tx) => {
          const r = createCoursesRepository(tx);
          await published(tx, id);
          const learnerCount = await r.addLearners(id, [userId]);
          const lessons = await r.lessonsOf(id);
          return { learner_count: learnerCount, lessons: lessons.map(presentLesson) };
        }),

      /** One course, drafts too, with its lessons' content (the admin form). */
      async adminDetail(id: number): Promise<AdminCourseDetail> {
        const row = await repo.find(id);
        if (!row) throw notFound('courseNotFound');
        return withLessons(db, row);
      },

      /** Every course, drafts too (the admin list); `published` narrows to one state. */
      adminList: (query: AdminCourseListQuery) =>
        page(query, query.published === undefined ? undefined : query.published === '1'),

      /** A stored cover's key (checked and re-encoded), or undefined without a file. */
      storeCover: (file: IncomingFile | undefined, adminId: number) =>
        file ? storeUpload(deps.storage, file, adminId) : Promise.resolve(undefined),

      /** Deletes a cover no course references any more (after the commit); a storage failure leaves an orphan. */
      async discardCover(key: string | null | undefined) {
        if (!key) return;
        await deps.storage.delete(key).catch(() => undefined);
      },

      /** A new course; `cover`: a stored key. */
      async create(fields: CourseFields, cover: string | undefined): Promise<CourseChange> {
        await checkLinks(db, fields);
        const row = await repo.insert(valuesOf(fields, cover ?? null));
        await save(db, row.id, fields);
        const after = await withLessons(db, row);
        return {
          before: null,
          afterSnapshot: snapshot(row, fields.cert_ids, fields.major_ids),
          after,
          droppedCover: null,
        };
      },

      /** New fields of a course; `cover`: a new stored key, null to remove it, undefined to keep it. */
      async update(id: number, fields: CourseFields, cover: string | null | undefined): Promise<CourseChange> {
        const before = await repo.find(id, { lock: true });
        if (!before) throw notFound('courseNotFound');
        await checkLinks(db, fields);
        const links = await repo.linksOf([id]);
        const row = await repo.update(id, valuesOf(fields, cover === undefined ? before.coverKey : cover));
        if (!row) throw notFound('courseNotFound');
        await save(db, id, fields);
        const droppedCover = before.coverKey && before.coverKey !== row.coverKey ? before.coverKey : null;
        return {
          before: snapshot(before, links.certificate.get(id) ?? [], links.major.get(id) ?? []),
          afterSnapshot: snapshot(row, fields.cert_ids, fields.major_ids),
          after: await withLessons(db, row),
          droppedCover,
        };
      },

      async remove(id: number): Promise<CourseChange> {
        const before = await repo.find(id, { lock: true });
        if (!before) throw notFound('courseNotFound');
        const links = await repo.linksOf([id]);
        await repo.delete(id);
        return {
          before: snapshot(before, links.certificate.get(id) ?? [], links.major.get(id) ?? []),
          afterSnapshot: null,
          after: null,
          droppedCover: before.coverKey,
        };
      },

      /** The demo seed's learners (so the most-learners order shows something); run in the seed's transaction. */
      addLearners: (id: number, userIds: number[]) => repo.addLearners(id, userIds),

      /** A catalogue merge moves the courses' links of `from` to `into` (in the merge's transaction). */
      relinkCatalogue: (kind: CatalogueLink, from: number, into: number) => repo.relink(kind, from, into),
    };
  });
}

export type CoursesService = ReturnType<typeof createCoursesService>;
