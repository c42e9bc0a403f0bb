import { catalogPagesApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CatalogPagesService } from './pages-service.ts';

/** The certificate and major pages and the hot majors (ADR 0108): every signed-in role. */
export const catalogPagesRoutes: FastifyPluginAsync<{ pages: CatalogPagesService }> = async (app, { pages }) => {
  for (const kind of ['major', 'certificate'] as const) {
    serve(app, catalogPagesApi[kind], async (request) =>
      ok(await pages.page(kind, request.query.id, currentUser(request))),
    );
  }

  serve(app, catalogPagesApi.hotMajors, async (request) => {
    const { data, total, capped } = await pages.hotMajors(request.query);
    return okPage(data, total, capped);
  });

  serve(app, catalogPagesApi.majorCategories, async () => ok(await pages.majorCategories()));
};
