import {
  AdminUserQuerySchema,
  AdminUserSchema,
  ResetUserPasswordBodySchema,
  ResetUserPasswordResultSchema,
  UpdateUserDisabledBodySchema,
  UpdateUserRoleBodySchema,
} from '../admin/users.ts';
import { CrudeAndProfileSchema } from '../auth.ts';
import { defineRoutes } from './route.ts';

/** The signed-in user's own account: the header's avatar and oil balance. */
export const accountsApi = defineRoutes({
  crudeAndProfile: {
    method: 'GET',
    path: '/user/get/crude/and/profile',
    auth: 'user',
    tags: ['accounts'],
    summary: 'Avatar and oil balance of the signed-in user',
    data: CrudeAndProfileSchema,
  },
});

const adminTags = ['users (admin)'];

/**
 * The administrators' user management: list, role, disabled flag, password reset; every write is recorded in the
 * audit log.
 */
export const adminUsersApi = defineRoutes({
  list: {
    method: 'GET',
    path: '/admin/get/user/list',
    auth: 'admin',
    tags: adminTags,
    summary:
      'Users filtered by phone prefix or nickname fragment, role and disabled flag, sorted; total exact up to 10,000',
    query: AdminUserQuerySchema,
    data: AdminUserSchema,
    paged: true,
  },
  changeRole: {
    method: 'POST',
    path: '/admin/update/user/role',
    auth: 'admin',
    tags: adminTags,
    summary: "Change a user's role (never one's own; the last enabled administrator stays one: 409)",
    body: UpdateUserRoleBodySchema,
    data: AdminUserSchema,
  },
  changeDisabled: {
    method: 'POST',
    path: '/admin/update/user/disabled',
    auth: 'admin',
    tags: adminTags,
    summary: 'Disable (1: every session ends at once; never oneself nor the last administrator) or enable (0)',
    body: UpdateUserDisabledBodySchema,
    data: AdminUserSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/admin/reset/user/password',
    auth: 'admin',
    tags: adminTags,
    summary: "Reset another user's password to a random temporary one, answered once; the user's sessions end at once",
    body: ResetUserPasswordBodySchema,
    data: ResetUserPasswordResultSchema,
  },
});
