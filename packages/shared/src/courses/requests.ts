import { z } from 'zod';
import { switchFlag } from '../common/flags.ts';
import { idListOrEmpty, optionalPositiveId, positiveId } from '../common/ids.ts';
import { wholeNumber, wholeNumberOr } from '../common/numbers.ts';
import { pagingQuery } from '../common/paging.ts';
import { choice, filterText, optionalChoice, requiredText, textOrEmpty } from '../common/text.ts';
import { COURSE_CATEGORIES, COURSE_LEVELS, COURSE_LIMITS, COURSE_PAGE_SIZES, COURSE_SORTS } from './codes.ts';

// Requests of the courses area (docs/product/courses.md).

const filters = {
  category: optionalChoice(COURSE_CATEGORIES, 'courseCategoryInvalid'),
  level: optionalChoice(COURSE_LEVELS, 'courseLevelInvalid'),
  key_word: filterText(COURSE_LIMITS.keyword, 'courseKeywordInvalid').describe('words of the title or summary'),
  cert: optionalPositiveId('courseLinkInvalid').describe('courses preparing for this certificate'),
  major: optionalPositiveId('courseLinkInvalid').describe('courses for this major'),
};

/** GET /user/get/course/list: published courses, filtered, newest (default), most viewed or shortest first. */
export const CourseListQuerySchema = pagingQuery(COURSE_PAGE_SIZES, 'coursePageSizeInvalid').extend({
  ...filters,
  sort: optionalChoice(COURSE_SORTS, 'courseSortInvalid'),
});
export type CourseListQuery = z.infer<typeof CourseListQuerySchema>;

/** GET /admin/get/course/list: drafts too; `published` 1 or 0 narrows to one state. */
export const AdminCourseListQuerySchema = pagingQuery({ default: 20, max: 100 }, 'courseAdminPageSizeInvalid').extend({
  ...filters,
  sort: optionalChoice(COURSE_SORTS, 'courseSortInvalid'),
  published: optionalChoice(['0', '1'], 'coursePublishedInvalid'),
});
export type AdminCourseListQuery = z.infer<typeof AdminCourseListQuerySchema>;

export const courseId = positiveId('courseIdInvalid');
export const CourseIdQuerySchema = z.object({ id: courseId });
export const CourseIdBodySchema = z.object({ id: courseId });

/** A lesson's video: an http or https address, or none (blank and null mean none). */
export const COURSE_VIDEO_URL_PATTERN = /^https?:\/\/[^\s/?#][^\s]*$/i;

const videoUrl = z.preprocess(
  (value) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value,
  z
    .string({ error: 'courseLessonVideoInvalid' })
    .trim()
    .max(COURSE_LIMITS.videoUrl, { error: 'courseLessonVideoInvalid', abort: true })
    .regex(COURSE_VIDEO_URL_PATTERN, 'courseLessonVideoInvalid')
    .nullable(),
);

/** One lesson as the admin form sends it: titles, minutes, the text in each language and an optional video. */
export const CourseLessonInputSchema = z.object({
  title: requiredText('courseLessonTitleRequired', COURSE_LIMITS.lessonTitle, 'courseLessonTitleTooLong'),
  en_title: requiredText('courseLessonEnTitleRequired', COURSE_LIMITS.lessonEnTitle, 'courseLessonTitleTooLong'),
  minutes: wholeNumber(1, COURSE_LIMITS.lessonMinutes, 'courseLessonMinutesInvalid'),
  body: textOrEmpty(COURSE_LIMITS.lessonBody, 'courseLessonBodyTooLong'),
  en_body: textOrEmpty(COURSE_LIMITS.lessonBody, 'courseLessonBodyTooLong'),
  video_url: videoUrl,
});
export type CourseLessonInput = z.infer<typeof CourseLessonInputSchema>;

/**
 * The lessons in their order: an array, or its JSON text (a multipart field); length checked before parsing. At most
 * COURSE_LIMITS.lessons; saving a course replaces its lessons as a whole.
 */
export const CourseOutlineSchema = z.preprocess(
  (value, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.length > COURSE_LIMITS.outlineChars) {
      ctx.addIssue({ code: 'custom', message: 'courseOutlineTooLarge', input: value });
      return z.NEVER;
    }
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'courseOutlineInvalid', input: value });
      return z.NEVER;
    }
  },
  z
    .array(CourseLessonInputSchema, { error: 'courseOutlineInvalid' })
    .min(1, 'courseOutlineEmpty')
    .max(COURSE_LIMITS.lessons, { error: 'courseOutlineTooLong', abort: true }),
);

/** The fields of a course (multipart, with an optional cover `file`). */
export const CourseFieldsSchema = z.object({
  title: requiredText('courseTitleRequired', COURSE_LIMITS.title, 'courseTitleTooLong'),
  en_title: requiredText('courseEnTitleRequired', COURSE_LIMITS.enTitle, 'courseEnTitleTooLong'),
  summary: textOrEmpty(COURSE_LIMITS.summary, 'courseSummaryTooLong'),
  en_summary: textOrEmpty(COURSE_LIMITS.summary, 'courseSummaryTooLong'),
  category: choice(COURSE_CATEGORIES, 'courseCategoryRequired', 'courseCategoryInvalid'),
  level: choice(COURSE_LEVELS, 'courseLevelRequired', 'courseLevelInvalid'),
  outline: CourseOutlineSchema,
  cert_ids: idListOrEmpty('courseLinkInvalid', { max: COURSE_LIMITS.links, tooMany: 'courseLinksTooMany' }),
  major_ids: idListOrEmpty('courseLinkInvalid', { max: COURSE_LIMITS.links, tooMany: 'courseLinksTooMany' }),
  published: switchFlag('coursePublishedInvalid'),
  sort: wholeNumberOr(0, COURSE_LIMITS.sort, 0, 'courseSortNumberInvalid'),
});
export type CourseFields = z.infer<typeof CourseFieldsSchema>;

/** POST /admin/update/course: the fields and the id; a sent `file` replaces the cover, `remove_cover=1` drops it. */
export const UpdateCourseFieldsSchema = CourseFieldsSchema.extend({
  id: courseId,
  remove_cover: switchFlag('coursePublishedInvalid'),
});
export type UpdateCourseFields = z.infer<typeof UpdateCourseFieldsSchema>;
