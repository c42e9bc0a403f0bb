import { adminJobsApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ReviewService } from './review-service.ts';

/** The administrators' calls of the jobs area: the review queue and every job (end, delete), each write audited. */
export const adminJobsRoutes: FastifyPluginAsync<{ review: ReviewService }> = async (app, { review }) => {
  serve(app, adminJobsApi.list, async (request) => {
    const { data, total, capped } = await review.list(request.query);
    return okPage(data, total, capped);
  });
  serve(app, adminJobsApi.review, async (request) => ok(await review.review(currentUser(request), request.body)));
  serve(app, adminJobsApi.end, async (request) => ok(await review.end(currentUser(request), request.body.id)));
  serve(app, adminJobsApi.remove, async (request) => {
    await review.remove(currentUser(request), request.body.id);
    return ok(null);
  });
};
