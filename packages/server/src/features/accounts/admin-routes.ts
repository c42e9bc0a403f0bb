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
import type { AuditService } from '../audit/index.ts';
import type { AccountsService, AdminUserChange } from './service.ts';

/** How a user is named in the audit log: nickname and phone. */
const summaryOf = (user: { nick_name: string; phone: string }) => `${user.nick_name} ${user.phone}`;

/**
 * The administrators' user management (ADR 0102): list, role, disabled flag, password reset;
 * every write is recorded in the audit log in its own transaction.
 */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService; audit: AuditService }> = async (
  app,
  { accounts, audit },
) => {
  const tags = ['users (admin)'];
  /** The change's audit entry: the fields it changed, before and after. */
  const changed = (change: AdminUserChange, field: 'role' | 'disabled') => ({
    result: change.after,
    targetId: change.after.id,
    summary: summaryOf(change.after),
    before: { [field]: change.before[field] },
    after: { [field]: change.after[field] },
  });

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
      const { data, total, capped } = await accounts.adminList(request.query);
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
      const actor = currentUser(request);
      const { user_id, role } = request.body;
      const user = await audit.write(actor, { action: 'user.role', targetType: 'user' }, async (tx) =>
        changed(await accounts.withTx(tx).changeRole(actor.id, user_id, role), 'role'),
      );
      return ok(user);
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
      const actor = currentUser(request);
      const { user_id, disabled } = request.body;
      const action = disabled === 1 ? 'user.disable' : 'user.enable';
      const user = await audit.write(actor, { action, targetType: 'user' }, async (tx) =>
        changed(await accounts.withTx(tx).changeDisabled(actor.id, user_id, disabled === 1), 'disabled'),
      );
      return ok(user);
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
      const actor = currentUser(request);
      const password = await audit.write(actor, { action: 'user.password_reset', targetType: 'user' }, async (tx) => {
        const { user, password } = await accounts.withTx(tx).resetPassword(actor.id, request.body.user_id);
        // The entry records only that it happened: never the password.
        return { result: password, targetId: user.id, summary: summaryOf(user) };
      });
      return ok({ password });
    },
  );
};
