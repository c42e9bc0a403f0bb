import { slidesApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import type { SlidesService } from './service.ts';

export const slidesRoutes: FastifyPluginAsync<{ slides: SlidesService }> = async (app, { slides }) => {
  serve(app, slidesApi.list, async () => ok(await slides.list()));
};
