import { homepageApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import type { HomepageService } from './service.ts';

/** The public company page's content (no login). */
export const homepageRoutes: FastifyPluginAsync<{ homepage: HomepageService }> = async (app, { homepage }) => {
  serve(app, homepageApi.get, async () => ok(await homepage.homepage()));
};
