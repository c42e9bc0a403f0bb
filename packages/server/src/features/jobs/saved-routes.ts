import { savedApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { SavedService } from './saved-service.ts';

/** A job seeker's saved jobs and saved searches with alerts (ADR 0094). */
export const savedRoutes: FastifyPluginAsync<{ saved: SavedService }> = async (app, { saved }) => {
  serve(app, savedApi.saveJob, async (request) => {
    await saved.saveJob(currentUser(request), request.body.job_id);
    return ok(null);
  });
  serve(app, savedApi.unsaveJob, async (request) => {
    await saved.unsaveJob(currentUser(request), request.body.job_id);
    return ok(null);
  });
  serve(app, savedApi.jobIds, async (request) => ok(await saved.savedJobIds(currentUser(request))));
  serve(app, savedApi.jobs, async (request) => {
    const { data, total } = await saved.savedJobs(currentUser(request), request.query);
    return okPage(data, total);
  });
  serve(app, savedApi.saveSearch, async (request) => ok(await saved.saveSearch(currentUser(request), request.body)));
  serve(app, savedApi.searches, async (request) => ok(await saved.searches(currentUser(request))));
  serve(app, savedApi.setAlert, async (request) => ok(await saved.setAlert(currentUser(request), request.body)));
  serve(app, savedApi.deleteSearch, async (request) => {
    await saved.deleteSearch(currentUser(request), request.params.id);
    return ok(null);
  });
};
