import type {
  AdminCourse,
  CourseCategory,
  CourseLessonContent,
  CourseLevel,
  CourseLink,
  CourseSummary,
} from '@app/shared';
import type { CourseRow, LessonRow } from './repository.ts';

/** A course as the administrators see it, with the certificates and majors it links; `fileUrl` signs the cover. */
export const presentCourse = (
  row: CourseRow,
  links: { certificates: CourseLink[]; majors: CourseLink[] },
  fileUrl: (key: string) => string,
): AdminCourse => ({
  id: row.id,
  title: row.title,
  en_title: row.enTitle,
  summary: row.summary,
  en_summary: row.enSummary,
  category: row.category as CourseCategory,
  level: row.level as CourseLevel,
  duration_minutes: row.durationMinutes,
  cover_url: row.coverKey ? fileUrl(row.coverKey) : null,
  lesson_count: row.lessonCount,
  learner_count: row.learnerCount,
  certificates: links.certificates,
  majors: links.majors,
  published: row.published,
  sort: row.sort,
  create_time: row.createdAt.toISOString(),
  update_time: row.updatedAt.toISOString(),
});

/** A course as users see it: without what only administrators manage (publishing, order, times). */
export const presentCourseSummary = ({
  published,
  sort,
  create_time,
  update_time,
  ...rest
}: AdminCourse): CourseSummary => rest;

/** A lesson's content, as the course's learners read it. */
export const presentLesson = (row: LessonRow): CourseLessonContent => ({
  title: row.title,
  en_title: row.enTitle,
  minutes: row.minutes,
  body: row.body,
  en_body: row.enBody,
  video_url: row.videoUrl,
});
