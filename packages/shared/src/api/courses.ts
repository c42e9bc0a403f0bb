import { z } from 'zod';
import {
  AdminCourseDetailSchema,
  AdminCourseSchema,
  CourseDetailSchema,
  CourseStudySchema,
  CourseSummarySchema,
} from '../courses/answers.ts';
import { COURSE_LIMITS } from '../courses/codes.ts';
import {
  AdminCourseListQuerySchema,
  CourseFieldsSchema,
  CourseIdBodySchema,
  CourseIdQuerySchema,
  CourseListQuerySchema,
  UpdateCourseFieldsSchema,
} from '../courses/requests.ts';
import { defineRoutes } from './route.ts';

const tags = ['courses'];
const adminTags = ['courses (admin)'];

/** The courses users browse and start: published ones only. */
export const coursesApi = defineRoutes({
  list: {
    method: 'GET',
    path: '/user/get/course/list',
    auth: 'user',
    tags,
    summary:
      'Published courses by category, level, keyword, certificate or major; newest, most learners or shortest first',
    query: CourseListQuerySchema,
    data: CourseSummarySchema,
    paged: true,
  },
  detail: {
    method: 'GET',
    path: '/user/get/course',
    auth: 'user',
    tags,
    summary: "One published course with its lessons' titles and whether the caller started it (counts nothing)",
    query: CourseIdQuerySchema,
    data: CourseDetailSchema,
  },
  start: {
    method: 'POST',
    path: '/user/start/course',
    auth: 'user',
    tags,
    summary:
      "Start a published course: the caller becomes one of its learners (once; again changes nothing); answers the lessons' content and the learner count",
    body: CourseIdBodySchema,
    data: CourseStudySchema,
  },
});

/**
 * The administrators' courses calls: list with drafts, one course with its lessons, add and edit (with an optional
 * cover image; the lessons are sent with the course and replace its lessons in the same transaction), delete.
 */
export const adminCoursesApi = defineRoutes({
  list: {
    method: 'GET',
    path: '/admin/get/course/list',
    auth: 'admin',
    tags: adminTags,
    summary: 'Every course, drafts too, by category, level, keyword, certificate, major or state; admin only',
    query: AdminCourseListQuerySchema,
    data: AdminCourseSchema,
    paged: true,
  },
  detail: {
    method: 'GET',
    path: '/admin/get/course',
    auth: 'admin',
    tags: adminTags,
    summary: "One course, drafts too, with its lessons' content (the edit form); admin only",
    query: CourseIdQuerySchema,
    data: AdminCourseDetailSchema,
  },
  create: {
    method: 'POST',
    path: '/admin/add/course',
    auth: 'admin',
    tags: adminTags,
    summary: `Add a course (multipart fields, outline: its lessons in order as JSON text, at most ${COURSE_LIMITS.lessons}; cert_ids and major_ids; optional file: jpg, png or webp cover up to 5 MB)`,
    body: CourseFieldsSchema,
    multipart: 'courseCover',
    optionalFile: true,
    data: AdminCourseDetailSchema,
  },
  update: {
    method: 'POST',
    path: '/admin/update/course',
    auth: 'admin',
    tags: adminTags,
    summary:
      'Edit a course (multipart fields; outline replaces its lessons; file replaces the cover, remove_cover=1 drops it)',
    body: UpdateCourseFieldsSchema,
    multipart: 'courseCover',
    optionalFile: true,
    data: AdminCourseDetailSchema,
  },
  remove: {
    method: 'POST',
    path: '/admin/delete/course',
    auth: 'admin',
    tags: adminTags,
    summary: 'Delete a course (its cover is deleted after the commit)',
    body: CourseIdBodySchema,
    data: z.null(),
  },
});
