import {
  type AdminUser,
  type AdminUserQuery,
  AdminUserSchema,
  type GrantOilBody,
  type GrantOilResult,
  GrantOilResultSchema,
  type ResetUserPasswordResult,
  ResetUserPasswordResultSchema,
  type UpdateUserDisabledBody,
  type UpdateUserRoleBody,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';

/** What the users page asks for: the shared query without its defaults filled in. */
export type AdminUsersQuery = Partial<AdminUserQuery> & { pn: number; p_size: number };

const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (query: AdminUsersQuery) => ['admin', 'users', query] as const,
};

/** GET /u/v1/admin/get/user/list. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: adminUserKeys.list(query),
    queryFn: () => api.page<AdminUser>('/u/v1/admin/get/user/list', { query, schema: z.array(AdminUserSchema) }),
    placeholderData: keepPreviousData,
  });
}

/** A write on one user that refreshes the list once it is done. */
function useUserWrite<B extends object, R>(path: string, schema: z.ZodType<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post<R>(path, { json: body, schema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

/** POST /u/v1/admin/update/user/role. */
export const useChangeRole = () =>
  useUserWrite<UpdateUserRoleBody, AdminUser>('/u/v1/admin/update/user/role', AdminUserSchema);

/** POST /u/v1/admin/update/user/disabled: disabling ends the user's sessions at once. */
export const useChangeDisabled = () =>
  useUserWrite<UpdateUserDisabledBody, AdminUser>('/u/v1/admin/update/user/disabled', AdminUserSchema);

/** POST /u/v1/admin/reset/user/password: answers the temporary password, once. */
export const useResetPassword = () =>
  useUserWrite<{ user_id: number }, ResetUserPasswordResult>(
    '/u/v1/admin/reset/user/password',
    ResetUserPasswordResultSchema,
  );

/** POST /u/v1/admin/grant/oil: a positive amount grants, a negative one deducts. */
export const useGrantOil = () =>
  useUserWrite<GrantOilBody, GrantOilResult>('/u/v1/admin/grant/oil', GrantOilResultSchema);
