import { z } from 'zod';
import { COURSE_CATEGORIES, COURSE_LEVELS } from './codes.ts';

// Answers of the courses area (docs/product/courses.md).

export const CourseLinkSchema = z.object({ id: z.number().int(), name: z.string(), en_name: z.string() });
export type CourseLink = z.infer<typeof CourseLinkSchema>;

export const CourseLessonSchema = z.object({
  title: z.string(),
  en_title: z.string(),
  minutes: z.number().int(),
});
export type CourseLesson = z.infer<typeof CourseLessonSchema>;

/** A lesson with its content: the text in each language (plain text, line breaks kept) and an optional video. */
export const CourseLessonContentSchema = CourseLessonSchema.extend({
  body: z.string(),
  en_body: z.string(),
  video_url: z.string().nullable().describe('http or https'),
});
export type CourseLessonContent = z.infer<typeof CourseLessonContentSchema>;

/** A course as the lists show it. */
export const CourseSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  en_title: z.string(),
  summary: z.string(),
  en_summary: z.string(),
  category: z.enum(COURSE_CATEGORIES),
  level: z.enum(COURSE_LEVELS),
  duration_minutes: z.number().int().describe('the lessons’ minutes added up'),
  cover_url: z.string().nullable(),
  lesson_count: z.number().int(),
  learner_count: z.number().int().describe('distinct users who started the course'),
  certificates: z.array(CourseLinkSchema),
  majors: z.array(CourseLinkSchema),
});
export type CourseSummary = z.infer<typeof CourseSummarySchema>;

/** GET /user/get/course: the summary, its lessons' titles and whether the caller has started it. */
export const CourseDetailSchema = CourseSummarySchema.extend({
  lessons: z.array(CourseLessonSchema),
  learning: z.boolean().describe('the caller is one of its learners'),
});
export type CourseDetail = z.infer<typeof CourseDetailSchema>;

/** POST /user/start/course: the lessons with their content and the learners after the caller joined them. */
export const CourseStudySchema = z.object({
  learner_count: z.number().int(),
  lessons: z.array(CourseLessonContentSchema),
});
export type CourseStudy = z.infer<typeof CourseStudySchema>;

/** The admin list: drafts too, with their order and times. */
export const AdminCourseSchema = CourseSummarySchema.extend({
  published: z.boolean(),
  sort: z.number().int().describe('pin weight: larger first in the newest order, 0 not pinned'),
  create_time: z.string(),
  update_time: z.string(),
});
export type AdminCourse = z.infer<typeof AdminCourseSchema>;

/** GET /admin/get/course and the admin writes' answer: the course with its lessons' content. */
export const AdminCourseDetailSchema = AdminCourseSchema.extend({ lessons: z.array(CourseLessonContentSchema) });
export type AdminCourseDetail = z.infer<typeof AdminCourseDetailSchema>;
