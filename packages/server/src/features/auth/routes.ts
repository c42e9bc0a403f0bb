import {
  CaptchaSchema,
  EmptyEnvelopeSchema,
  envelope,
  LoginBodySchema,
  LoginResultSchema,
  RegisterBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptedLanguage } from '../../lib/accept-language.ts';
import { ok } from '../../lib/reply.ts';
import { formRoute } from '../../lib/storage/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AuthService } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.get(
    '/base/captcha',
    {
      config: { auth: 'public', limit: 'captcha' },
      schema: {
        tags: ['auth'],
        summary: 'A new image captcha (60 s, single use)',
        response: { 200: envelope(CaptchaSchema) },
      },
    },
    async () => ok(await auth.createCaptcha()),
  );

  app.post(
    '/user/register',
    {
      config: { ...formRoute(), auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Register as recruiter (2) or job seeker (3)',
        body: RegisterBodySchema,
        response: { 200: envelope(LoginResultSchema) },
      },
    },
    async (request) =>
      ok(
        await auth.register(
          { ...request.body, language: request.body.language ?? acceptedLanguage(request.headers['accept-language']) },
          request.ip,
        ),
      ),
  );

  app.post(
    '/user/passwd_login',
    {
      config: { ...formRoute(), auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Log in with phone and password',
        body: LoginBodySchema,
        response: { 200: envelope(LoginResultSchema) },
      },
    },
    async (request) => ok(await auth.login(request.body, request.ip)),
  );

  app.post(
    '/user/logout',
    {
      config: { auth: 'user' },
      schema: { tags: ['auth'], summary: 'Revoke the current session', response: { 200: EmptyEnvelopeSchema } },
    },
    async (request) => {
      await auth.logout(currentUser(request).sessionId);
      return ok(null);
    },
  );
};
