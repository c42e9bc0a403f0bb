import {
  AdminUserQuerySchema,
  AdminUserSchema,
  envelope,
  pagedEnvelope,
  ResetUserPasswordBodySchema,
  ResetUserPasswordResultSchema,
  UpdateUserDisabledBodySchema,
  UpdateUserRoleBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AdminUsersService } from './admin-service.ts';

/**
 * The administrators' user management (ADR 0101): list, role, disabled flag, password reset;
 * every write is recorded in the audit log in its own transaction (the service's).
 */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsersService }> = async (
  app,
  { adminUsers },
) => {
  const tags = ['users (admin)'];

  app.get(
    '/admin/get/user/list',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary:
          'Users filtered by phone prefix or nickname fragment, role and disabled flag, sorted; total exact up to 10,000',
        querystring: AdminUserQuerySchema,
        response: { 200: pagedEnvelope(AdminUserSchema) },
      },
    },
    async (request) => {
      const { data, total, capped } = await adminUsers.list(request.query);
      return okPage(data, total, capped);
    },
  );

  app.post(
    '/admin/update/user/role',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "Change a user's role (never one's own; the last enabled administrator stays one: 409)",
        body: UpdateUserRoleBodySchema,
        response: { 200: envelope(AdminUserSchema) },
      },
    },
    async (request) => {
      const { user_id, role } = request.body;
      return ok(await adminUsers.changeRole(currentUser(request), user_id, role));
    },
  );

  app.post(
    '/admin/update/user/disabled',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Disable (1: every session ends at once; never oneself nor the last administrator) or enable (0)',
        body: UpdateUserDisabledBodySchema,
        response: { 200: envelope(AdminUserSchema) },
      },
    },
    async (request) => {
      const { user_id, disabled } = request.body;
      return ok(await adminUsers.changeDisabled(currentUser(request), user_id, disabled === 1));
    },
  );

  app.post(
    '/admin/reset/user/password',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary:
          "Reset another user's password to a random temporary one, answered once; the user's sessions end at once",
        body: ResetUserPasswordBodySchema,
        response: { 200: envelope(ResetUserPasswordResultSchema) },
      },
    },
    async (request) => {
      return ok({ password: await adminUsers.resetPassword(currentUser(request), request.body.user_id) });
    },
  );
};
