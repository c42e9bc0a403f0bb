import { catalogApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import type { CatalogService } from './service.ts';

/**
 * Option lists; public because the /resume form is reachable without a token (docs/product/resumes.md#the-resume-form).
 */
export const catalogRoutes: FastifyPluginAsync<{ catalog: CatalogService }> = async (app, { catalog }) => {
  serve(app, catalogApi.majors, async () => ok(await catalog.listMajors()));
  serve(app, catalogApi.certificates, async () => ok(await catalog.listCertificates()));
};
