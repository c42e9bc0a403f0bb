import {
  CatalogPageQuerySchema,
  CatalogPageSchema,
  envelope,
  HotMajorSchema,
  HotMajorsQuerySchema,
  MajorCategoriesSchema,
  pagedEnvelope,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CatalogPagesService } from './pages-service.ts';

/** The certificate and major pages and the hot majors (ADR 0108): every signed-in role. */
export const catalogPagesRoutes: FastifyPluginAsyncZod<{ pages: CatalogPagesService }> = async (app, { pages }) => {
  const tags = ['catalog'];
  const pageResponse = { 200: envelope(CatalogPageSchema) };

  for (const kind of ['major', 'certificate'] as const) {
    app.get(
      `/user/get/${kind}`,
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: `A ${kind} page: the ${kind}, talents holding it, its recruiting jobs (newest 10)`,
          querystring: CatalogPageQuerySchema,
          response: pageResponse,
        },
      },
      async (request) => ok(await pages.page(kind, request.query.id, currentUser(request))),
    );
  }

  app.get(
    '/user/get/hot/majors',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Hot majors, highest score first (recomputed periodically; ADR 0108)',
        querystring: HotMajorsQuerySchema,
        response: { 200: pagedEnvelope(HotMajorSchema) },
      },
    },
    async (request) => {
      const { data, total, capped } = await pages.hotMajors(request.query);
      return okPage(data, total, capped);
    },
  );

  app.get(
    '/user/get/major/categories',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'The categories majors use', response: { 200: envelope(MajorCategoriesSchema) } },
    },
    async () => ok(await pages.majorCategories()),
  );
};
