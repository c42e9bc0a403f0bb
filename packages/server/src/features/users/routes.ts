import { CrudeAndProfileSchema, envelope } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { UsersRepository } from './repository.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersRepository }> = async (app, { users }) => {
  app.get(
    '/user/get/crude/and/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Avatar and oil balance of the signed-in user',
        response: { 200: envelope(CrudeAndProfileSchema) },
      },
    },
    async (request) => {
      const row = await users.findCrudeAndProfile(currentUser(request).id);
      if (!row) throw notFound();
      return ok({ profile_pic_url: row.profilePicUrl, crude_num: row.crudeNum });
    },
  );
};
