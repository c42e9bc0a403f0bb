import { adminUsersApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AdminUsersService } from './admin-service.ts';

/**
 * The administrators' user management (ADR 0101): list, role, disabled flag, password reset;
 * every write is recorded in the audit log in its own transaction (the service's).
 */
export const adminUsersRoutes: FastifyPluginAsync<{ adminUsers: AdminUsersService }> = async (app, { adminUsers }) => {
  serve(app, adminUsersApi.list, async (request) => {
    const { data, total, capped } = await adminUsers.list(request.query);
    return okPage(data, total, capped);
  });

  serve(app, adminUsersApi.changeRole, async (request) => {
    const { user_id, role } = request.body;
    return ok(await adminUsers.changeRole(currentUser(request), user_id, role));
  });

  serve(app, adminUsersApi.changeDisabled, async (request) => {
    const { user_id, disabled } = request.body;
    return ok(await adminUsers.changeDisabled(currentUser(request), user_id, disabled === 1));
  });

  serve(app, adminUsersApi.resetPassword, async (request) => {
    return ok({ password: await adminUsers.resetPassword(currentUser(request), request.body.user_id) });
  });
};
