import {
  type AdminCourse,
  type AdminCourseDetail,
  AdminCourseDetailSchema,
  type AdminCourseListQuery,
  AdminCourseSchema,
  type CourseDetail,
  CourseDetailSchema,
  type CourseFields,
  type CourseLessonContent,
  type CourseListQuery,
  type CourseStudy,
  CourseStudySchema,
  type CourseSummary,
  CourseSummarySchema,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';

export type { AdminCourse, AdminCourseDetail, CourseDetail, CourseLessonContent, CourseStudy, CourseSummary };

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

/** GET /u/v1/user/get/course/list: published courses by category, level, keyword, certificate or major. */
export function useCourseList(query: CourseListRequest) {
  return useQuery({
    queryKey: courseKeys.list(query),
    queryFn: () =>
      api.page<CourseSummary>('/u/v1/user/get/course/list', { query, schema: z.array(CourseSummarySchema) }),
    placeholderData: keepPreviousData,
  });
}

/** GET /u/v1/user/get/course: one published course, its lessons' titles and whether the user started it. */
export function useCourse(id: number) {
  return useQuery({
    queryKey: courseKeys.detail(id),
    queryFn: () => api.get<CourseDetail>('/u/v1/user/get/course', { query: { id }, schema: CourseDetailSchema }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/**
 * POST /u/v1/user/start/course: the user starts a course (a learner once, however often) and gets the lessons'
 * content; the course shown is updated to "learning" with the new learner count.
 */
export function useStartCourse(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CourseStudy>('/u/v1/user/start/course', { json: { id }, schema: CourseStudySchema }),
    onSuccess: (study) => {
      queryClient.setQueryData<CourseDetail>(courseKeys.detail(id), (course) =>
        course ? { ...course, learning: true, learner_count: study.learner_count } : course,
      );
      return queryClient.invalidateQueries({ queryKey: ['courses', 'list'] });
    },
  });
}

/** GET /u/v1/admin/get/course: one course with its lessons' content (the edit form); `id` 0 asks nothing. */
export function useAdminCourse(id: number) {
  return useQuery({
    queryKey: courseKeys.adminDetail(id),
    queryFn: () =>
      api.get<AdminCourseDetail>('/u/v1/admin/get/course', { query: { id }, schema: AdminCourseDetailSchema }),
    enabled: id > 0,
    gcTime: 0,
  });
}

/** GET /u/v1/admin/get/course/list: drafts too. */
export function useAdminCourses(query: AdminCourseRequest) {
  return useQuery({
    queryKey: courseKeys.admin(query),
    queryFn: () => api.page<AdminCourse>('/u/v1/admin/get/course/list', { query, schema: z.array(AdminCourseSchema) }),
    placeholderData: keepPreviousData,
  });
}

/** POST /u/v1/admin/add/course or /update/course (multipart: the fields, the lessons as JSON, the cover). */
export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, remove_cover, outline, cert_ids, major_ids, published, ...fields }: CourseSave) => {
      const form = {
        ...fields,
        outline: JSON.stringify(outline),
        cert_ids: cert_ids.join(','),
        major_ids: major_ids.join(','),
        published: published ? 1 : 0,
        file: file ?? null,
        ...(fields.id ? { remove_cover: remove_cover ? 1 : 0 } : {}),
      };
      return api.post<AdminCourseDetail>(`/u/v1/admin/${fields.id ? 'update' : 'add'}/course`, {
        form,
        schema: AdminCourseDetailSchema,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

/** POST /u/v1/admin/delete/course. */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('/u/v1/admin/delete/course', { json: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
