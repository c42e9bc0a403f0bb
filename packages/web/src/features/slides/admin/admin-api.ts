import { adminSlidesApi } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { slideKeys } from '../api.ts';

/** The form's texts of a slide (the image travels beside them as `file`). */
export type SlideTexts = { title: string; en_title: string; link: string };
export type SlideInput = SlideTexts & { file?: File; position?: number };

export const adminSlideQueries = {
  /** GET /admin/get/slide/list: every slide, first to last (the carousel holds 20 at most). */
  list: () => queryOptions({ queryKey: slideKeys.admin, queryFn: () => call(adminSlidesApi.list) }),
};

export function useAdminSlides() {
  return useQuery(adminSlideQueries.list());
}

/** After any change the admin list and the home carousel (cached for minutes otherwise) are fetched again. */
function useSlideMutation<V, T>(write: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: slideKeys.admin }),
        queryClient.invalidateQueries({ queryKey: slideKeys.list }),
      ]),
  });
}

/** POST /admin/add/slide (multipart, the image required). */
export const useAddSlide = () =>
  useSlideMutation(({ file, ...fields }: SlideInput) => call(adminSlidesApi.add, { body: fields, file }));

/** POST /admin/update/slide (multipart with a new image; JSON when none was picked). */
export const useUpdateSlide = () =>
  useSlideMutation(({ file, ...fields }: SlideInput & { id: number }) =>
    call(adminSlidesApi.update, { body: fields, file }),
  );

/** POST /admin/delete/slide (its stored image goes too). */
export const useDeleteSlide = () => useSlideMutation((id: number) => call(adminSlidesApi.remove, { body: { id } }));

/** POST /admin/reorder/slide: every slide id, first to last. */
export const useReorderSlides = () =>
  useSlideMutation((idList: number[]) => call(adminSlidesApi.reorder, { body: { id_list: idList } }));
