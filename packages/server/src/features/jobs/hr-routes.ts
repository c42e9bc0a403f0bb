import { hrJobsApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ApplicantsService } from './applicants-service.ts';
import type { PostingsService } from './postings-service.ts';

/** Job posting and the applicant pipeline (HR); the administrators' review is in admin-routes.ts. */
export const hrJobsRoutes: FastifyPluginAsync<{ postings: PostingsService; applicants: ApplicantsService }> = async (
  app,
  { postings, applicants },
) => {
  serve(app, hrJobsApi.options, async (request) => ok(await postings.jobOptions(currentUser(request))));
  serve(app, hrJobsApi.list, async (request) => {
    const { data, total } = await postings.ownJobs(currentUser(request), request.query);
    return okPage(data, total);
  });
  serve(app, hrJobsApi.create, async (request) => ok(await postings.create(currentUser(request), request.body)));
  serve(app, hrJobsApi.update, async (request) => ok(await postings.update(currentUser(request), request.body)));
  serve(app, hrJobsApi.end, async (request) => ok(await postings.end(currentUser(request), request.body.id)));
  serve(app, hrJobsApi.reopen, async (request) => ok(await postings.reopen(currentUser(request), request.body.id)));
  serve(app, hrJobsApi.remove, async (request) => {
    await postings.remove(currentUser(request), request.params.id);
    return ok(null);
  });
  serve(app, hrJobsApi.applicants, async (request) => {
    const { data, total } = await applicants.jobApplicants(currentUser(request), request.query);
    return okPage(data, total);
  });
  serve(app, hrJobsApi.moveApplicant, async (request) => ok(await applicants.move(currentUser(request), request.body)));
  serve(app, hrJobsApi.applicantCounts, async (request) =>
    ok(await applicants.stateCounts(currentUser(request), request.query.job_id)),
  );
  serve(app, hrJobsApi.saveApplicantNote, async (request) =>
    ok(await applicants.saveNote(currentUser(request), request.body)),
  );
};
