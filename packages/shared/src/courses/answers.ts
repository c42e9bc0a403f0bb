import { z } from 'zod';
import { COURSE_CATEGORIES, COURSE_LEVELS } from './codes.ts';

// Answers of the courses area (issue 14 item 2).

export const CourseLinkSchema = z.object({ id: z.number().int(), name: z.string(), en_name: z.string() });
export type CourseLink = z.infer<typeof CourseLinkSchema>;

export const CourseLessonSchema = z.object({
  title: z.string(),
  en_title: z.string(),
  minutes: z.number().int(),
});
export type CourseLesson = z.infer<typeof CourseLessonSchema>;

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
  view_count: z.number().int(),
  certificates: z.array(CourseLinkSchema),
  majors: z.array(CourseLinkSchema),
});
export type CourseSummary = z.infer<typeof CourseSummarySchema>;

/** GET /user/get/course: the summary and its outline. */
export const CourseDetailSchema = CourseSummarySchema.extend({ lessons: z.array(CourseLessonSchema) });
export type CourseDetail = z.infer<typeof CourseDetailSchema>;

/** The admin list: drafts too, with their order and times. */
export const AdminCourseSchema = CourseDetailSchema.extend({
  published: z.boolean(),
  sort: z.number().int().describe('pin weight: larger first in the newest order, 0 not pinned'),
  create_time: z.string(),
  update_time: z.string(),
});
export type AdminCourse = z.infer<typeof AdminCourseSchema>;
