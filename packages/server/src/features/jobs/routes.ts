import { jobsApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ApplicantsService } from './applicants-service.ts';
import type { SearchService } from './search-service.ts';

/** The job seeker's calls (hot jobs, detail, search, apply) and deliveries (docs/product/jobs.md). */
export const jobsRoutes: FastifyPluginAsync<{ search: SearchService; applicants: ApplicantsService }> = async (
  app,
  { search, applicants },
) => {
  serve(app, jobsApi.hot, async (request) => ok(await search.hot(currentUser(request))));
  serve(app, jobsApi.detail, async (request) => ok(await search.detail(request.query.id, currentUser(request))));
  serve(app, jobsApi.search, async (request) => {
    const { data, total, capped } = await search.search(request.query, currentUser(request));
    return okPage(data, total, capped);
  });
  serve(app, jobsApi.apply, async (request) => ok(await applicants.apply(currentUser(request), request.body)));
  serve(app, jobsApi.withdraw, async (request) => ok(await applicants.withdraw(currentUser(request), request.body)));
  serve(app, jobsApi.myApplications, async (request) => {
    const { data, total } = await applicants.myApplications(currentUser(request), request.query);
    return okPage(data, total);
  });
};
