import { envelope, SlideSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import type { SlidesService } from './service.ts';

export const slidesRoutes: FastifyPluginAsyncZod<{ slides: SlidesService }> = async (app, { slides }) => {
  app.get(
    '/user/get/slide/pic',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['slides'],
        summary: 'Home carousel slides in order',
        response: { 200: envelope(z.array(SlideSchema)) },
      },
    },
    async () => ok(await slides.list()),
  );
};
