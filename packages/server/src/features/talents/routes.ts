import { envelope, HrTalentCardSchema, pagedEnvelope, TalentSearchQuerySchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { TalentsService } from './service.ts';

/** The HR's talent pool calls: the search and the hot talents. */
export const talentsRoutes: FastifyPluginAsyncZod<{ talents: TalentsService }> = async (app, { talents }) => {
  const tags = ['talents'];

  app.get(
    '/hr/search/user/list',
    {
      config: { auth: 'hr' },
      schema: {
        tags,
        summary:
          'Search job seekers with a resume: name, major and certificate matches first, then recently updated; ' +
          'majors and certificates all held; total exact up to 10,000 (total_capped past it); each closed resume ' +
          'with the state of my latest request to view it',
        querystring: TalentSearchQuerySchema,
        response: { 200: pagedEnvelope(HrTalentCardSchema) },
      },
    },
    async (request) => {
      const { cards, total, capped } = await talents.hrSearch(currentUser(request).id, request.query);
      return okPage(cards, total, capped);
    },
  );

  app.get(
    '/hr/get/hot/hunters',
    {
      config: { auth: 'hr' },
      schema: {
        tags,
        summary: 'Up to eight talents for the HR home page: the most complete resumes, recently updated first',
        response: { 200: envelope(z.array(HrTalentCardSchema)) },
      },
    },
    async (request) => ok(await talents.hot(currentUser(request).id)),
  );
};
