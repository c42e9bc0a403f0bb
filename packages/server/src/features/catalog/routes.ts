import { CatalogOptionSchema, envelope } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import type { CatalogService } from './service.ts';

/**
 * Option lists; public because the /resume form is reachable without a token (docs/product/resumes.md#the-resume-form).
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  const options = { 200: envelope(z.array(CatalogOptionSchema)) };

  app.get(
    '/user/get/major/list',
    {
      config: { auth: 'public' },
      schema: { tags: ['catalog'], summary: 'All majors (id, name, en_name)', response: options },
    },
    async () => ok(await catalog.listMajors()),
  );

  app.get(
    '/user/get/cert/list',
    {
      config: { auth: 'public' },
      schema: { tags: ['catalog'], summary: 'All certificates (id, name, en_name)', response: options },
    },
    async () => ok(await catalog.listCertificates()),
  );
};
