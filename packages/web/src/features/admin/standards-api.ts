import {
  type AdminStandard,
  AdminStandardSchema,
  type AdminStandardsQuery,
  type OilSettings,
  type StandardDetail,
  StandardDetailSchema,
  type StandardUploadFields,
  type UpdateStandardBody,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { standardKeys } from '../standards/api.ts';
import { oilSettingsKey } from '../standards/components/oil-settings.ts';

export type { AdminStandard };
export type AdminStandardsRequest = Partial<Omit<AdminStandardsQuery, 'pn' | 'p_size'>> &
  Pick<AdminStandardsQuery, 'pn' | 'p_size'>;

type Progress = (percent: number) => void;

const adminStandardKeys = {
  all: ['admin', 'standards'] as const,
  list: (query: AdminStandardsRequest) => ['admin', 'standards', query] as const,
};

/** GET /u/v1/admin/get/standard/list: by keyword, sorted by upload time, downloads or price. */
export function useAdminStandards(query: AdminStandardsRequest) {
  return useQuery({
    queryKey: adminStandardKeys.list(query),
    queryFn: () =>
      api.page<AdminStandard>('/u/v1/admin/get/standard/list', { query, schema: z.array(AdminStandardSchema) }),
    placeholderData: keepPreviousData,
  });
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

/** POST /u/v1/user/upload/standard (multipart, admin only): the fields and the PDF, with upload progress. */
export function uploadStandard(
  fields: StandardUploadFields,
  file: File,
  onUploadProgress: Progress,
): Promise<StandardDetail> {
  return api.post('/u/v1/user/upload/standard', {
    form: { ...fields, file },
    schema: StandardDetailSchema,
    onUploadProgress,
  });
}

/** POST /u/v1/admin/replace/standard/file (multipart id, file), with upload progress. */
export function replaceStandardFile(id: number, file: File, onUploadProgress: Progress): Promise<AdminStandard> {
  return api.post('/u/v1/admin/replace/standard/file', {
    form: { id, file },
    schema: AdminStandardSchema,
    onUploadProgress,
  });
}

/** POST /u/v1/admin/update/standard: names, description and price. */
export function useUpdateStandard() {
  const refresh = useRefreshStandards();
  return useMutation({
    mutationFn: (body: UpdateStandardBody) =>
      api.post<AdminStandard>('/u/v1/admin/update/standard', { json: body, schema: AdminStandardSchema }),
    onSuccess: refresh,
  });
}

/** POST /u/v1/admin/delete/standard. */
export function useDeleteStandard() {
  const refresh = useRefreshStandards();
  return useMutation({
    mutationFn: (id: number) => api.post('/u/v1/admin/delete/standard', { json: { id } }),
    onSuccess: refresh,
  });
}

/** POST /u/v1/admin/update/oil/settings: the oil a new account gets at sign-up (0 to 100000; audited). */
export function useUpdateOilSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OilSettings) => api.post<OilSettings>('/u/v1/admin/update/oil/settings', { json: body }),
    onSuccess: (data) => queryClient.setQueryData(oilSettingsKey, data),
  });
}
