import { adminCompanyHomepageApi, HOMEPAGE_LIMITS, type HomepageSection } from '@app/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '../../../lib/call.ts';
import { companyHomepageKeys } from '../api.ts';

export type AdminHomepageQuery = { section: HomepageSection; pn: number; p_size: number; key_word?: string };

/** The texts of an item as the add/edit form holds them. */
export type HomepageItemTexts = { title: string; en_title: string; body: string; en_body: string; link: string };
/** `onProgress`: upload progress 0-100 while the image is sent. */
type WithImage = { file?: File | undefined; onProgress?: (percent: number) => void };
export type AddHomepageItem = HomepageItemTexts & WithImage & { section: HomepageSection };
export type UpdateHomepageItem = HomepageItemTexts & WithImage & { id: number; remove_image?: boolean };

const adminKeys = {
  list: (query: AdminHomepageQuery) => [...companyHomepageKeys.all, 'admin', query] as const,
};

/** What a section's page asks: a page of the whole section (it holds at most one), matching the keyword if any. */
export const adminHomepageQuery = (section: HomepageSection, pn = 1, keyword = ''): AdminHomepageQuery => ({
  section,
  pn,
  p_size: HOMEPAGE_LIMITS.perSection,
  ...(keyword ? { key_word: keyword } : {}),
});

export const adminHomepageQueries = {
  /** GET /admin/get/homepage/list: one section in its order. */
  list: (query: AdminHomepageQuery) =>
    queryOptions({
      queryKey: adminKeys.list(query),
      queryFn: () => callPage(adminCompanyHomepageApi.list, { query }),
    }),
};

export function useAdminHomepage(query: AdminHomepageQuery) {
  return useQuery({ ...adminHomepageQueries.list(query), placeholderData: keepPreviousData });
}

/** Every write refreshes the admin lists and the public page. */
function useHomepageWrite<V, T>(write: (values: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyHomepageKeys.all }),
  });
}

/** POST /admin/add/homepage/item (multipart with the image in `file`; JSON without one). */
export const useAddHomepageItem = () =>
  useHomepageWrite(({ file, onProgress, ...fields }: AddHomepageItem) =>
    call(adminCompanyHomepageApi.add, { body: fields, file, onUploadProgress: file ? onProgress : undefined }),
  );

/** POST /admin/update/homepage/item (multipart with a new `file`, which replaces the image; JSON without one). */
export const useUpdateHomepageItem = () =>
  useHomepageWrite(({ file, remove_image, onProgress, ...fields }: UpdateHomepageItem) =>
    call(adminCompanyHomepageApi.update, {
      body: { ...fields, remove_image: remove_image ? '1' : undefined },
      file,
      onUploadProgress: file ? onProgress : undefined,
    }),
  );

/** POST /admin/delete/homepage/item */
export const useDeleteHomepageItem = () =>
  useHomepageWrite((id: number) => call(adminCompanyHomepageApi.remove, { body: { id } }));

/** POST /admin/reorder/homepage/item: the section's ids in their new order. */
export const useReorderHomepage = () =>
  useHomepageWrite(({ section, ids }: { section: HomepageSection; ids: number[] }) =>
    call(adminCompanyHomepageApi.reorder, { body: { section, id_list: ids } }),
  );
