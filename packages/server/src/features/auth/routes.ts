import { authApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { acceptedLanguage } from '../../lib/accept-language.ts';
import { ok } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AuthService } from './service.ts';

export const authRoutes: FastifyPluginAsync<{ auth: AuthService }> = async (app, { auth }) => {
  serve(app, authApi.captcha, async () => ok(await auth.createCaptcha()), { config: { limit: 'captcha' } });

  serve(app, authApi.register, async (request) =>
    ok(
      await auth.register(
        { ...request.body, language: request.body.language ?? acceptedLanguage(request.headers['accept-language']) },
        request.ip,
      ),
    ),
  );

  serve(app, authApi.login, async (request) => ok(await auth.login(request.body, request.ip)));

  serve(app, authApi.logout, async (request) => {
    await auth.logout(currentUser(request).sessionId);
    return ok(null);
  });
};
