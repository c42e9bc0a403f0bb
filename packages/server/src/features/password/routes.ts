import { EmptyEnvelopeSchema, PasswordChangeSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { PasswordService } from './service.ts';

export const passwordRoutes: FastifyPluginAsyncZod<{ password: PasswordService }> = async (app, { password }) => {
  app.post(
    '/user/edit/password',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (old, new, confirm; at least 10 characters); other sessions are revoked',
        body: PasswordChangeSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await password.change(currentUser(request), request.body, request.ip);
      return ok(null);
    },
  );
};
