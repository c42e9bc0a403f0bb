import {
  type AdminCourse,
  type AdminCourseDetail,
  type AdminCourseListQuery,
  adminCoursesApi,
  type CourseDetail,
  type CourseFields,
  type CourseLessonContent,
  type CourseListQuery,
  type CourseStudy,
  type CourseSummary,
  coursesApi,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '../../lib/call.ts';

export type { AdminCourse, AdminCourseDetail, CourseDetail, CourseLessonContent, CourseSummary };

/** What the list asks: the page and the filters that are set. */
export type CourseListRequest = Partial<Omit<CourseListQuery, 'pn' | 'p_size'>> &
  Pick<CourseListQuery, 'pn' | 'p_size'>;
export type AdminCourseRequest = Partial<Omit<AdminCourseListQuery, 'pn' | 'p_size'>> &
  Pick<AdminCourseListQuery, 'pn' | 'p_size'>;

/** What the admin form sends: the fields (outline: the lessons in order), a new cover or its removal. */
export type CourseSave = Omit<CourseFields, 'outline'> & {
  id?: number;
  outline: CourseLessonContent[];
  file?: File | null;
  remove_cover?: boolean;
};

const courseKeys = {
  all: ['courses'] as const,
  list: (query: CourseListRequest) => ['courses', 'list', query] as const,
  detail: (id: number) => ['courses', 'detail', id] as const,
  admin: (query: AdminCourseRequest) => ['courses', 'admin', query] as const,
  adminDetail: (id: number) => ['courses', 'admin-detail', id] as const,
};

/** Published courses by category, level, keyword, certificate or major. */
export function useCourseList(query: CourseListRequest) {
  return useQuery({
    queryKey: courseKeys.list(query),
    queryFn: () => callPage(coursesApi.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** One published course, its lessons' titles and whether the user started it. */
export function useCourse(id: number) {
  return useQuery({
    queryKey: courseKeys.detail(id),
    queryFn: () => call(coursesApi.detail, { query: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
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

/** One course with its lessons' content (the edit form); `id` 0 asks nothing. */
export function useAdminCourse(id: number) {
  return useQuery({
    queryKey: courseKeys.adminDetail(id),
    queryFn: () => call(adminCoursesApi.detail, { query: { id } }),
    enabled: id > 0,
    gcTime: 0,
  });
}

/** Every course, drafts too. */
export function useAdminCourses(query: AdminCourseRequest) {
  return useQuery({
    queryKey: courseKeys.admin(query),
    queryFn: () => callPage(adminCoursesApi.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Adds a course, or edits the one with the id: the fields, the lessons as JSON text and the cover (sent as multipart
 * when a new cover goes with them).
 */
export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file, remove_cover, outline, cert_ids, major_ids, published, ...fields }: CourseSave) => {
      const body = {
        ...fields,
        outline: JSON.stringify(outline),
        cert_ids: cert_ids.join(','),
        major_ids: major_ids.join(','),
        published: published ? 1 : 0,
      };
      const cover = file ?? undefined;
      return id
        ? call(adminCoursesApi.update, { body: { ...body, id, remove_cover: remove_cover ? 1 : 0 }, file: cover })
        : call(adminCoursesApi.create, { body, file: cover });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

/** Deletes a course (its cover too). */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminCoursesApi.remove, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
