import { CrudeAndProfileSchema, envelope } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AccountsService } from './service.ts';

export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (app, { accounts }) => {
  app.get(
    '/user/get/crude/and/profile',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Avatar and oil balance of the signed-in user',
        response: { 200: envelope(CrudeAndProfileSchema) },
      },
    },
    async (request) => ok(await accounts.crudeAndProfile(currentUser(request).id)),
  );
};
