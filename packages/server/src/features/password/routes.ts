import { passwordApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { PasswordService } from './service.ts';

export const passwordRoutes: FastifyPluginAsync<{ password: PasswordService }> = async (app, { password }) => {
  serve(app, passwordApi.change, async (request) => {
    await password.change(currentUser(request), request.body, request.ip);
    return ok(null);
  });
};
