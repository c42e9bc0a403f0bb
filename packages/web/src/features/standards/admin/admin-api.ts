import {
  type AdminStandard,
  type AdminStandardsQuery,
  adminStandardsApi,
  PAGE_SIZES,
  type StandardUploadFields,
  type UpdateStandardBody,
} from '@app/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '../../../lib/call.ts';
import { standardKeys } from '../api.ts';

export type { AdminStandard };
export type AdminStandardsRequest = Partial<Omit<AdminStandardsQuery, 'pn' | 'p_size'>> &
  Pick<AdminStandardsQuery, 'pn' | 'p_size'>;

type Progress = (percent: number) => void;

const adminStandardKeys = {
  all: ['admin', 'standards'] as const,
  list: (query: AdminStandardsRequest) => ['admin', 'standards', query] as const,
};

/** The standards page's first view: page 1 at the default size, the server's order. */
export const FIRST_ADMIN_STANDARDS: AdminStandardsRequest = { pn: 1, p_size: PAGE_SIZES.standards.default };

export const adminStandardQueries = {
  /** The standards by keyword, sorted by upload time, downloads or price. */
  list: (query: AdminStandardsRequest) =>
    queryOptions({
      queryKey: adminStandardKeys.list(query),
      queryFn: () => callPage(adminStandardsApi.list, { query }),
    }),
};

export function useAdminStandards(query: AdminStandardsRequest) {
  return useQuery({ ...adminStandardQueries.list(query), placeholderData: keepPreviousData });
}

/** Refreshes the back office's list and every standards screen (names, prices and files changed). */
export function useRefreshStandards() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminStandardKeys.all }),
      queryClient.invalidateQueries({ queryKey: standardKeys.all }),
    ]);
}

/** Uploads a standard (multipart, admin only): the fields and the PDF, with upload progress. */
export function uploadStandard(fields: StandardUploadFields, file: File, onUploadProgress: Progress) {
  return call(adminStandardsApi.upload, { body: fields, file, onUploadProgress });
}

/** Replaces a standard's PDF (multipart id, file), with upload progress. */
export function replaceStandardFile(id: number, file: File, onUploadProgress: Progress) {
  return call(adminStandardsApi.replaceFile, { body: { id }, file, onUploadProgress });
}

/** Edits a standard's names, description and price. */
export function useUpdateStandard() {
  const refresh = useRefreshStandards();
  return useMutation({
    mutationFn: (body: UpdateStandardBody) => call(adminStandardsApi.update, { body }),
    onSuccess: refresh,
  });
}

/** Removes a standard. */
export function useDeleteStandard() {
  const refresh = useRefreshStandards();
  return useMutation({
    mutationFn: (id: number) => call(adminStandardsApi.remove, { body: { id } }),
    onSuccess: refresh,
  });
}
