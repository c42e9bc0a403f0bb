import {
  ADMIN_USER_LIMITS,
  type AdminUserQuery,
  adminUsersApi,
  type UpdateUserDisabledBody,
  type UpdateUserRoleBody,
} from '@app/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '../../../lib/call.ts';
import { accountKeys } from '../api.ts';

/** What the users page asks for: the shared query without its defaults filled in. */
export type AdminUsersQuery = Partial<AdminUserQuery> & { pn: number; p_size: number };

const adminUserKeys = {
  all: accountKeys.adminUsers,
  list: (query: AdminUsersQuery) => [...accountKeys.adminUsers, query] as const,
};

/** The users page's first view: page 1 at the default size, no filter. */
export const FIRST_ADMIN_USERS: AdminUsersQuery = { pn: 1, p_size: ADMIN_USER_LIMITS.pageSizes.default };

export const adminUserQueries = {
  /** The users page: one page of users and the total. */
  list: (query: AdminUsersQuery) =>
    queryOptions({ queryKey: adminUserKeys.list(query), queryFn: () => callPage(adminUsersApi.list, { query }) }),
};

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({ ...adminUserQueries.list(query), placeholderData: keepPreviousData });
}

/** A write on one user that refreshes the list once it is done. */
function useUserWrite<B, R>(send: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

/** Changes a user's role. */
export const useChangeRole = () => useUserWrite((body: UpdateUserRoleBody) => call(adminUsersApi.changeRole, { body }));

/** Disables or enables a user: disabling ends the user's sessions at once. */
export const useChangeDisabled = () =>
  useUserWrite((body: UpdateUserDisabledBody) => call(adminUsersApi.changeDisabled, { body }));

/** Resets a user's password: answers the temporary password, once. */
export const useResetPassword = () =>
  useUserWrite((body: { user_id: number }) => call(adminUsersApi.resetPassword, { body }));
