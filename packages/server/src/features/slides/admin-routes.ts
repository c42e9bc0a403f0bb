import { adminSlidesApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../../lib/app-error.ts';
import { ok } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { SlidesService } from './service.ts';

/**
 * The administrators' home carousel calls (docs/product/admin.md#home-carousel); each write is audited by the service.
 * The body schemas hold the text fields; the image is the upload's one received file.
 */
export const adminSlidesRoutes: FastifyPluginAsync<{ slides: SlidesService }> = async (app, { slides }) => {
  serve(app, adminSlidesApi.list, async () => ok(await slides.list()));

  serve(app, adminSlidesApi.add, async (request) => {
    const file = request.incomingFiles?.[0];
    if (!file) throw badRequest('slideImageRequired');
    return ok(await slides.create(currentUser(request), request.body, file));
  });

  serve(app, adminSlidesApi.update, async (request) => {
    const file = request.incomingFiles?.[0];
    return ok(await slides.update(currentUser(request), request.body, file));
  });

  serve(app, adminSlidesApi.remove, async (request) => {
    await slides.remove(currentUser(request), request.body.id);
    return ok(null);
  });

  serve(app, adminSlidesApi.reorder, async (request) =>
    ok(await slides.reorder(currentUser(request), request.body.id_list)),
  );
};
