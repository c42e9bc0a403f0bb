import {
  type AdminCatalogItem,
  AdminCatalogItemSchema,
  type AdminCatalogKind,
  type AdminCatalogQuery,
  type CatalogFields,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { catalogKeys } from '../catalog/api.ts';

export type { AdminCatalogItem, AdminCatalogKind };
export type AdminCatalogRequest = Partial<Omit<AdminCatalogQuery, 'pn' | 'p_size'>> &
  Pick<AdminCatalogQuery, 'pn' | 'p_size'>;

/** What the add/edit form sends: the fields, and for certificates a new image or its removal. */
export type CatalogSave = CatalogFields & { id?: number; file?: File | null; remove_image?: boolean };

const adminCatalogKeys = {
  all: (kind: AdminCatalogKind) => ['admin', 'catalog', kind] as const,
  list: (kind: AdminCatalogKind, query: AdminCatalogRequest) => ['admin', 'catalog', kind, query] as const,
};

/** GET /u/v1/admin/get/<kind>/list: by keyword, in catalogue order, by name or by usage. */
export function useAdminCatalog(kind: AdminCatalogKind, query: AdminCatalogRequest) {
  return useQuery({
    queryKey: adminCatalogKeys.list(kind, query),
    queryFn: () =>
      api.page<AdminCatalogItem>(`/u/v1/admin/get/${kind}/list`, { query, schema: z.array(AdminCatalogItemSchema) }),
    placeholderData: keepPreviousData,
  });
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

/** POST /u/v1/admin/add/<kind> or /update/<kind>: JSON for majors, multipart (with the image) for certificates. */
export function useSaveCatalogItem(kind: AdminCatalogKind) {
  const refresh = useRefreshCatalog(kind);
  return useMutation({
    mutationFn: ({ file, remove_image, ...fields }: CatalogSave) => {
      const path = `/u/v1/admin/${fields.id ? 'update' : 'add'}/${kind}`;
      if (kind === 'major') return api.post<AdminCatalogItem>(path, { json: fields, schema: AdminCatalogItemSchema });
      const form = { ...fields, file: file ?? null, ...(fields.id ? { remove_image: remove_image ? 1 : 0 } : {}) };
      return api.post<AdminCatalogItem>(path, { form, schema: AdminCatalogItemSchema });
    },
    onSuccess: refresh,
  });
}

/** POST /u/v1/admin/reorder/<kind>: the listed ids take the places they hold now, in this order. */
export function useReorderCatalog(kind: AdminCatalogKind) {
  const refresh = useRefreshCatalog(kind);
  return useMutation({
    mutationFn: (ids: number[]) => api.post(`/u/v1/admin/reorder/${kind}`, { json: { id_list: ids } }),
    onSuccess: refresh,
  });
}

/** POST /u/v1/admin/delete/<kind>: refused (409, naming the usage) while jobs or resumes use it. */
export function useDeleteCatalogItem(kind: AdminCatalogKind) {
  const refresh = useRefreshCatalog(kind);
  return useMutation({
    mutationFn: (id: number) => api.post(`/u/v1/admin/delete/${kind}`, { json: { id } }),
    onSuccess: refresh,
  });
}

/** POST /u/v1/admin/merge/<kind>: every job and resume link moves to `into_id`, then `id` is deleted. */
export function useMergeCatalogItem(kind: AdminCatalogKind) {
  const refresh = useRefreshCatalog(kind);
  return useMutation({
    mutationFn: (body: { id: number; into_id: number }) =>
      api.post<AdminCatalogItem>(`/u/v1/admin/merge/${kind}`, { json: body, schema: AdminCatalogItemSchema }),
    onSuccess: refresh,
  });
}
