import {
  type Homepage,
  type HomepageItem,
  HomepageItemSchema,
  HomepageSchema,
  type HomepageSection,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';

export type { Homepage, HomepageItem, HomepageSection };

export type AdminHomepageQuery = { section: HomepageSection; pn: number; p_size: number; key_word?: string };

/** The texts of an item as the add/edit form holds them. */
export type HomepageItemTexts = { title: string; en_title: string; body: string; en_body: string; link: string };
/** `onProgress`: upload progress 0-100 while the image is sent. */
type WithImage = { file?: File | undefined; onProgress?: (percent: number) => void };
export type AddHomepageItem = HomepageItemTexts & WithImage & { section: HomepageSection };
export type UpdateHomepageItem = HomepageItemTexts & WithImage & { id: number; remove_image?: boolean };

const homepageKeys = {
  all: ['homepage'] as const,
  public: ['homepage', 'public'] as const,
  admin: (query: AdminHomepageQuery) => ['homepage', 'admin', query] as const,
};

/** GET /u/v1/user/get/homepage: public, sent without a token (the page is open to everyone). */
export function useHomepage() {
  return useQuery({
    queryKey: homepageKeys.public,
    queryFn: () => api.get<Homepage>('/u/v1/user/get/homepage', { schema: HomepageSchema, anonymous: true }),
  });
}

/** GET /u/v1/admin/get/homepage/list: one section in its order. */
export function useAdminHomepage(query: AdminHomepageQuery) {
  return useQuery({
    queryKey: homepageKeys.admin(query),
    queryFn: () =>
      api.page<HomepageItem>('/u/v1/admin/get/homepage/list', { query, schema: z.array(HomepageItemSchema) }),
    placeholderData: keepPreviousData,
  });
}

/** Every write refreshes the admin lists and the public page. */
function useHomepageWrite<V, T>(write: (values: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homepageKeys.all }),
  });
}

/** POST /u/v1/admin/add/homepage/item (multipart, with the image in `file`). */
export const useAddHomepageItem = () =>
  useHomepageWrite(({ file, onProgress, ...fields }: AddHomepageItem) =>
    api.post<HomepageItem>('/u/v1/admin/add/homepage/item', {
      form: { ...fields, file },
      schema: HomepageItemSchema,
      onUploadProgress: file ? onProgress : undefined,
    }),
  );

/** POST /u/v1/admin/update/homepage/item (multipart; a new `file` replaces the image). */
export const useUpdateHomepageItem = () =>
  useHomepageWrite(({ file, remove_image, onProgress, ...fields }: UpdateHomepageItem) =>
    api.post<HomepageItem>('/u/v1/admin/update/homepage/item', {
      form: { ...fields, file, remove_image: remove_image ? '1' : undefined },
      schema: HomepageItemSchema,
      onUploadProgress: file ? onProgress : undefined,
    }),
  );

/** POST /u/v1/admin/delete/homepage/item */
export const useDeleteHomepageItem = () =>
  useHomepageWrite((id: number) => api.post('/u/v1/admin/delete/homepage/item', { json: { id } }));

/** POST /u/v1/admin/reorder/homepage/item: the section's ids in their new order. */
export const useReorderHomepage = () =>
  useHomepageWrite(({ section, ids }: { section: HomepageSection; ids: number[] }) =>
    api.post('/u/v1/admin/reorder/homepage/item', { json: { section, id_list: ids } }),
  );
