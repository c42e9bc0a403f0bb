import {
  type AdminCatalogItem,
  type AdminCatalogKind,
  type AdminCatalogQuery,
  adminCatalogApi,
  type CatalogFields,
} from '@app/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '../../../lib/call.ts';
import { catalogKeys } from '../api.ts';

export type { AdminCatalogItem, AdminCatalogKind };
export type AdminCatalogRequest = Partial<Omit<AdminCatalogQuery, 'pn' | 'p_size'>> &
  Pick<AdminCatalogQuery, 'pn' | 'p_size'>;

/** What the add/edit form sends: the fields, and for certificates a new image or its removal. */
export type CatalogSave = CatalogFields & { id?: number; file?: File | null; remove_image?: boolean };

/** Each catalogue's calls: /admin/<verb>/major and /admin/<verb>/cert. */
const CALLS = {
  major: {
    list: adminCatalogApi.listMajors,
    reorder: adminCatalogApi.reorderMajors,
    remove: adminCatalogApi.deleteMajor,
    merge: adminCatalogApi.mergeMajor,
  },
  cert: {
    list: adminCatalogApi.listCertificates,
    reorder: adminCatalogApi.reorderCertificates,
    remove: adminCatalogApi.deleteCertificate,
    merge: adminCatalogApi.mergeCertificate,
  },
} as const satisfies Record<AdminCatalogKind, unknown>;

const adminCatalogKeys = {
  all: (kind: AdminCatalogKind) => ['admin', 'catalog', kind] as const,
  list: (kind: AdminCatalogKind, query: AdminCatalogRequest) => ['admin', 'catalog', kind, query] as const,
};

export const ADMIN_CATALOG_PAGE_SIZES = [20, 50, 100] as const;
/** A catalogue page's first view: page 1 at the smallest size, in catalogue order. */
export const FIRST_ADMIN_CATALOG = {
  pn: 1,
  p_size: ADMIN_CATALOG_PAGE_SIZES[0],
  sort: 'sort',
} as const satisfies AdminCatalogRequest;

export const adminCatalogQueries = {
  /** GET /admin/get/<kind>/list: by keyword, in catalogue order, by name or by usage. */
  list: (kind: AdminCatalogKind, query: AdminCatalogRequest) =>
    queryOptions({
      queryKey: adminCatalogKeys.list(kind, query),
      queryFn: () => callPage(CALLS[kind].list, { query }),
    }),
};

export function useAdminCatalog(kind: AdminCatalogKind, query: AdminCatalogRequest) {
  return useQuery({ ...adminCatalogQueries.list(kind, query), placeholderData: keepPreviousData });
}

/** Refreshes the back office's list and the public option lists (forms and filters show changes at once). */
function useRefreshCatalog(kind: AdminCatalogKind) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCatalogKeys.all(kind) }),
      queryClient.invalidateQueries({ queryKey: kind === 'major' ? catalogKeys.majors : catalogKeys.certificates }),
    ]);
}

/** Adds or edits an entry: the fields as JSON; a certificate's new image goes with them as multipart. */
function saveCatalogItem(kind: AdminCatalogKind, { file, remove_image, id, ...fields }: CatalogSave) {
  if (kind === 'major') {
    return id
      ? call(adminCatalogApi.updateMajor, { body: { ...fields, id } })
      : call(adminCatalogApi.addMajor, { body: fields });
  }
  const image = file ?? undefined;
  return id
    ? call(adminCatalogApi.updateCertificate, {
        body: { ...fields, id, remove_image: remove_image ? 1 : 0 },
        file: image,
      })
    : call(adminCatalogApi.addCertificate, { body: fields, file: image });
}

/** POST /admin/add/<kind> or /update/<kind>. */
export function useSaveCatalogItem(kind: AdminCatalogKind) {
  const refresh = useRefreshCatalog(kind);
  return useMutation({
    mutationFn: (save: CatalogSave): Promise<AdminCatalogItem> => saveCatalogItem(kind, save),
    onSuccess: refresh,
  });
}

/** POST /admin/reorder/<kind>: the listed ids take the places they hold now, in this order. */
export function useReorderCatalog(kind: AdminCatalogKind) {
  const refresh = useRefreshCatalog(kind);
  return useMutation({
    mutationFn: (ids: number[]) => call(CALLS[kind].reorder, { body: { id_list: ids } }),
    onSuccess: refresh,
  });
}

/** POST /admin/delete/<kind>: refused (409, naming the usage) while jobs or resumes use it. */
export function useDeleteCatalogItem(kind: AdminCatalogKind) {
  const refresh = useRefreshCatalog(kind);
  return useMutation({
    mutationFn: (id: number) => call(CALLS[kind].remove, { body: { id } }),
    onSuccess: refresh,
  });
}

/** POST /admin/merge/<kind>: every job and resume link moves to `into_id`, then `id` is deleted. */
export function useMergeCatalogItem(kind: AdminCatalogKind) {
  const refresh = useRefreshCatalog(kind);
  return useMutation({
    mutationFn: (body: { id: number; into_id: number }) => call(CALLS[kind].merge, { body }),
    onSuccess: refresh,
  });
}
