import { AdminJobsQuerySchema, envelope, JobDetailSchema, pagedEnvelope, ReviewJobBodySchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { JobsService } from './service.ts';

/** The administrators' calls of the jobs area: the review of posted jobs. */
export const adminJobsRoutes: FastifyPluginAsyncZod<{ jobs: JobsService }> = async (app, { jobs }) => {
  const admin = { config: { auth: 'admin' } } as const;
  const tags = ['jobs (admin)'];

  app.get(
    '/admin/get/job/list',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Jobs for review, most recently changed first; review_status=under_review is the queue (new jobs and edits); total exact up to 10,000',
        querystring: AdminJobsQuerySchema,
        response: { 200: pagedEnvelope(JobDetailSchema) },
      },
    },
    async (request) => {
      const { data, total, capped } = await jobs.adminJobs(request.query);
      return okPage(data, total, capped);
    },
  );

  app.post(
    '/admin/review/job',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Approve or reject a job (a rejection needs a reason)',
        body: ReviewJobBodySchema,
        response: { 200: envelope(JobDetailSchema) },
      },
    },
    async (request) => ok(await jobs.review(currentUser(request), request.body)),
  );
};
