import { adminHomepageApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { HomepageService } from './service.ts';

const actor = (request: Parameters<typeof currentUser>[0]) => {
  const user = currentUser(request);
  return { id: user.id, nickName: user.nickName };
};

/**
 * The administrators' company homepage calls (ADR 0105); every write is audited. The body schemas hold the text
 * fields; an image is the upload's one received file.
 */
export const adminHomepageRoutes: FastifyPluginAsync<{ homepage: HomepageService }> = async (app, { homepage }) => {
  serve(app, adminHomepageApi.list, async (request) => {
    const { data, total, capped } = await homepage.list(request.query);
    return okPage(data, total, capped);
  });

  serve(app, adminHomepageApi.add, async (request) => {
    const { file, ...fields } = request.body;
    return ok(await homepage.add(actor(request), fields, file));
  });

  serve(app, adminHomepageApi.update, async (request) => {
    const { file, ...fields } = request.body;
    return ok(await homepage.update(actor(request), fields, file));
  });

  serve(app, adminHomepageApi.remove, async (request) => {
    await homepage.remove(actor(request), request.body.id);
    return ok(null);
  });

  serve(app, adminHomepageApi.reorder, async (request) => {
    const { section, id_list } = request.body;
    return ok(await homepage.reorder(actor(request), section, id_list));
  });
};
