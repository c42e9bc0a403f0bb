import { type Slide, SlideSchema } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { jobKeys } from '../jobs/api.ts';

const slideKeys = { admin: ['admin', 'slides'] as const };

/** The form's texts of a slide (the image travels beside them as `file`). */
export type SlideTexts = { title: string; en_title: string; link: string };
export type SlideInput = SlideTexts & { file?: File; position?: number };

/** GET /u/v1/admin/get/slide/list: every slide, first to last (the carousel holds 20 at most). */
export function useAdminSlides() {
  return useQuery({
    queryKey: slideKeys.admin,
    queryFn: () => api.get<Slide[]>('/u/v1/admin/get/slide/list', { schema: z.array(SlideSchema) }),
  });
}

/** After any change the admin list and the home carousel (cached for minutes otherwise) are fetched again. */
function useSlideMutation<V, T>(call: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: slideKeys.admin }),
        queryClient.invalidateQueries({ queryKey: jobKeys.slides }),
      ]),
  });
}

const formOf = ({ file, position, ...texts }: SlideInput) => ({ ...texts, file, position });

/** POST /u/v1/admin/add/slide (multipart, the image required). */
export const useAddSlide = () =>
  useSlideMutation((input: SlideInput) =>
    api.post<Slide>('/u/v1/admin/add/slide', { form: formOf(input), schema: SlideSchema }),
  );

/** POST /u/v1/admin/update/slide (multipart; a new image only when one was picked). */
export const useUpdateSlide = () =>
  useSlideMutation((input: SlideInput & { id: number }) =>
    api.post<Slide>('/u/v1/admin/update/slide', { form: { ...formOf(input), id: input.id }, schema: SlideSchema }),
  );

/** POST /u/v1/admin/delete/slide (its stored image goes too). */
export const useDeleteSlide = () =>
  useSlideMutation((id: number) => api.post<null>('/u/v1/admin/delete/slide', { json: { id } }));

/** POST /u/v1/admin/reorder/slide: every slide id, first to last. */
export const useReorderSlides = () =>
  useSlideMutation((idList: number[]) =>
    api.post<Slide[]>('/u/v1/admin/reorder/slide', { json: { id_list: idList }, schema: z.array(SlideSchema) }),
  );
