import { COURSE_CATEGORIES, COURSE_LEVELS, COURSE_LIMITS, COURSE_PAGE_SIZES, COURSE_SORTS } from '@app/shared';
import { oneOf, readKeyword, readPage } from '../../lib/url-filters.ts';
import type { CourseListRequest } from './api.ts';

/** The /courses list's request from the URL (unknown values are left out). */
export function readCourseSearch(params: URLSearchParams): CourseListRequest {
  return {
    ...readPage(params, COURSE_PAGE_SIZES),
    category: oneOf(COURSE_CATEGORIES, params.get('category')),
    level: oneOf(COURSE_LEVELS, params.get('level')),
    sort: oneOf(COURSE_SORTS, params.get('sort')),
    key_word: readKeyword(params, COURSE_LIMITS.keyword),
  };
}
