import { envelope, HomepageSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import type { HomepageService } from './service.ts';

/** The public company page's content (no login). */
export const homepageRoutes: FastifyPluginAsyncZod<{ homepage: HomepageService }> = async (app, { homepage }) => {
  app.get(
    '/user/get/homepage',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['company homepage'],
        summary: 'The company homepage: service scope, achievements, qualifications and carousel, each in order',
        response: { 200: envelope(HomepageSchema) },
      },
    },
    async () => ok(await homepage.homepage()),
  );
};
