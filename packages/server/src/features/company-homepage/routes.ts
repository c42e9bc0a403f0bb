import { companyHomepageApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import type { CompanyHomepageService } from './service.ts';

/** The public company page's content (no login). */
export const companyHomepageRoutes: FastifyPluginAsync<{ companyHomepage: CompanyHomepageService }> = async (
  app,
  { companyHomepage },
) => {
  serve(app, companyHomepageApi.get, async () => ok(await companyHomepage.homepage()));
};
