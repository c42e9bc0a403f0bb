import { talentsApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { TalentsService } from './service.ts';

/** The HR's talent pool calls: the search and the hot talents. */
export const talentsRoutes: FastifyPluginAsync<{ talents: TalentsService }> = async (app, { talents }) => {
  serve(app, talentsApi.search, async (request) => {
    const { cards, total, capped } = await talents.hrSearch(currentUser(request).id, request.query);
    return okPage(cards, total, capped);
  });
  serve(app, talentsApi.hot, async (request) => ok(await talents.hot(currentUser(request).id)));
};
