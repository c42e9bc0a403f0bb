import {
  type CourseDetail,
  type CourseLessonContent,
  type CourseListQuery,
  type CourseSummary,
  coursesApi,
} from '@app/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '../../lib/call.ts';

export type { CourseDetail, CourseLessonContent, CourseSummary };

/** What the list asks: the page and the filters that are set. */
export type CourseListRequest = Partial<Omit<CourseListQuery, 'pn' | 'p_size'>> &
  Pick<CourseListQuery, 'pn' | 'p_size'>;

export const courseKeys = {
  all: ['courses'] as const,
  list: (query: CourseListRequest) => ['courses', 'list', query] as const,
  detail: (id: number) => ['courses', 'detail', id] as const,
};

export const courseQueries = {
  /** Published courses by category, level, keyword, certificate or major. */
  list: (query: CourseListRequest) =>
    queryOptions({ queryKey: courseKeys.list(query), queryFn: () => callPage(coursesApi.list, { query }) }),
  /** One published course, its lessons' titles and whether the user started it. */
  detail: (id: number) =>
    queryOptions({
      queryKey: courseKeys.detail(id),
      queryFn: () => call(coursesApi.detail, { query: { id } }),
      enabled: Number.isInteger(id) && id > 0,
    }),
};

export function useCourseList(query: CourseListRequest) {
  return useQuery({ ...courseQueries.list(query), placeholderData: keepPreviousData });
}

export function useCourse(id: number) {
  return useQuery(courseQueries.detail(id));
}

/**
 * The user starts a course (a learner once, however often) and gets the lessons' content; the course shown is updated
 * to "learning" with the new learner count.
 */
export function useStartCourse(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(coursesApi.start, { body: { id } }),
    onSuccess: (study) => {
      queryClient.setQueryData<CourseDetail>(courseKeys.detail(id), (course) =>
        course ? { ...course, learning: true, learner_count: study.learner_count } : course,
      );
      return queryClient.invalidateQueries({ queryKey: ['courses', 'list'] });
    },
  });
}
