import { adminSlidesApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { SlidesService } from './service.ts';

/**
 * The administrators' home carousel calls (docs/product/admin.md#home-carousel); each write is audited by the service.
 */
export const adminSlidesRoutes: FastifyPluginAsync<{ slides: SlidesService }> = async (app, { slides }) => {
  serve(app, adminSlidesApi.list, async () => ok(await slides.list()));

  serve(
    app,
    adminSlidesApi.add,
    async (request) => {
      const { file, ...fields } = request.body;
      return ok(await slides.create(currentUser(request), fields, file));
    },
    { fileMissing: 'slideImageRequired' },
  );

  serve(app, adminSlidesApi.update, async (request) => {
    const { file, ...fields } = request.body;
    return ok(await slides.update(currentUser(request), fields, file));
  });

  serve(app, adminSlidesApi.remove, async (request) => {
    await slides.remove(currentUser(request), request.body.id);
    return ok(null);
  });

  serve(app, adminSlidesApi.reorder, async (request) =>
    ok(await slides.reorder(currentUser(request), request.body.id_list)),
  );
};
