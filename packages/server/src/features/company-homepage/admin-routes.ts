import { adminCompanyHomepageApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CompanyHomepageService } from './service.ts';

const actor = (request: Parameters<typeof currentUser>[0]) => {
  const user = currentUser(request);
  return { id: user.id, nickName: user.nickName };
};

/**
 * The administrators' company homepage calls (ADR 0105); every write is audited. The body schemas hold the text
 * fields; an image is the upload's one received file.
 */
export const adminCompanyHomepageRoutes: FastifyPluginAsync<{ companyHomepage: CompanyHomepageService }> = async (
  app,
  { companyHomepage },
) => {
  serve(app, adminCompanyHomepageApi.list, async (request) => {
    const { data, total, capped } = await companyHomepage.list(request.query);
    return okPage(data, total, capped);
  });

  serve(app, adminCompanyHomepageApi.add, async (request) => {
    const { file, ...fields } = request.body;
    return ok(await companyHomepage.add(actor(request), fields, file));
  });

  serve(app, adminCompanyHomepageApi.update, async (request) => {
    const { file, ...fields } = request.body;
    return ok(await companyHomepage.update(actor(request), fields, file));
  });

  serve(app, adminCompanyHomepageApi.remove, async (request) => {
    await companyHomepage.remove(actor(request), request.body.id);
    return ok(null);
  });

  serve(app, adminCompanyHomepageApi.reorder, async (request) => {
    const { section, id_list } = request.body;
    return ok(await companyHomepage.reorder(actor(request), section, id_list));
  });
};
