import {
  AdminJobActionBodySchema,
  AdminJobsQuerySchema,
  EmptyEnvelopeSchema,
  envelope,
  JobDetailSchema,
  pagedEnvelope,
  ReviewJobBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ReviewService } from './review-service.ts';

/** The administrators' calls of the jobs area: the review queue and every job (end, delete), each write audited. */
export const adminJobsRoutes: FastifyPluginAsyncZod<{ review: ReviewService }> = async (app, { review }) => {
  const admin = { config: { auth: 'admin' } } as const;
  const tags = ['jobs (admin)'];

  app.get(
    '/admin/get/job/list',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Jobs, most recently changed first (sort=created|updated, order=desc|asc); review_status=under_review is the queue (new jobs and edits); filters status, company, publisher (HR id or contact name), key_word; total exact up to 10,000',
        querystring: AdminJobsQuerySchema,
        response: { 200: pagedEnvelope(JobDetailSchema) },
      },
    },
    async (request) => {
      const { data, total, capped } = await review.list(request.query);
      return okPage(data, total, capped);
    },
  );

  app.post(
    '/admin/review/job',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Approve or reject a job (a rejection needs a reason, sent to the HR); audited',
        body: ReviewJobBodySchema,
        response: { 200: envelope(JobDetailSchema) },
      },
    },
    async (request) => ok(await review.review(currentUser(request), request.body)),
  );

  app.post(
    '/admin/end/job',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Stop recruiting on a job (the HR is told); audited',
        body: AdminJobActionBodySchema,
        response: { 200: envelope(JobDetailSchema) },
      },
    },
    async (request) => ok(await review.end(currentUser(request), request.body.id)),
  );

  app.post(
    '/admin/delete/job',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Delete a job as its HR would (applications stay in the seekers’ history; the HR is told); audited',
        body: AdminJobActionBodySchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await review.remove(currentUser(request), request.body.id);
      return ok(null);
    },
  );
};
