import {
  type AdminCourse,
  type AdminCourseDetail,
  type AdminCourseListQuery,
  adminCoursesApi,
  type CourseFields,
  type CourseLessonContent,
} from '@app/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '../../../lib/call.ts';
import { courseKeys } from '../api.ts';

export type { AdminCourse, AdminCourseDetail };

export type AdminCourseRequest = Partial<Omit<AdminCourseListQuery, 'pn' | 'p_size'>> &
  Pick<AdminCourseListQuery, 'pn' | 'p_size'>;

/** What the admin form sends: the fields (outline: the lessons in order), a new cover or its removal. */
export type CourseSave = Omit<CourseFields, 'outline'> & {
  id?: number;
  outline: CourseLessonContent[];
  file?: File | null;
  remove_cover?: boolean;
};

const adminKeys = {
  list: (query: AdminCourseRequest) => [...courseKeys.all, 'admin', query] as const,
  detail: (id: number) => [...courseKeys.all, 'admin-detail', id] as const,
};

/** One course with its lessons' content (the edit form); `id` 0 asks nothing. */
export function useAdminCourse(id: number) {
  return useQuery({
    queryKey: adminKeys.detail(id),
    queryFn: () => call(adminCoursesApi.detail, { query: { id } }),
    enabled: id > 0,
    gcTime: 0,
  });
}

export const ADMIN_COURSE_PAGE_SIZES = [20, 50, 100] as const;
/** The courses page's first view: page 1 at the smallest size, no filter. */
export const FIRST_ADMIN_COURSES: AdminCourseRequest = { pn: 1, p_size: ADMIN_COURSE_PAGE_SIZES[0] };

export const adminCourseQueries = {
  /** Every course, drafts too. */
  list: (query: AdminCourseRequest) =>
    queryOptions({ queryKey: adminKeys.list(query), queryFn: () => callPage(adminCoursesApi.list, { query }) }),
};

export function useAdminCourses(query: AdminCourseRequest) {
  return useQuery({ ...adminCourseQueries.list(query), placeholderData: keepPreviousData });
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
