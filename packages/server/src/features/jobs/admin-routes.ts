import {
  AdminJobActionBodySchema,
  AdminJobsQuerySchema,
  EmptyEnvelopeSchema,
  envelope,
  type JobDetail,
  JobDetailSchema,
  pagedEnvelope,
  ReviewJobBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/index.ts';
import type { JobsService } from './service.ts';

/** What the audit log keeps of a job before and after an administrator's write. */
const snapshot = (job: JobDetail, extra: Record<string, unknown> = {}) => ({
  title: job.title,
  status: job.status,
  review_status: job.review_status,
  pending_review_status: job.pending_edit?.review_status ?? null,
  ...extra,
});

/** The administrators' calls of the jobs area: the review queue and every job (end, delete), each write audited. */
export const adminJobsRoutes: FastifyPluginAsyncZod<{ jobs: JobsService; audit: AuditService }> = async (
  app,
  { jobs, audit },
) => {
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
        summary: 'Approve or reject a job (a rejection needs a reason, sent to the HR); audited',
        body: ReviewJobBodySchema,
        response: { 200: envelope(JobDetailSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id, decision, reason } = request.body;
      const action = decision === 'approve' ? 'job.approve' : 'job.reject';
      const reviewed = await audit.write(user, { action, targetType: 'job' }, async (tx) => {
        const before = await jobs.withTx(tx).detail(id, user);
        const after = await jobs.withTx(tx).review(user, request.body);
        const why = decision === 'reject' ? { reason } : {};
        return {
          result: after,
          targetId: id,
          summary: after.title,
          before: snapshot(before),
          after: snapshot(after, why),
        };
      });
      return ok(reviewed);
    },
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
    async (request) => {
      const user = currentUser(request);
      const { id } = request.body;
      const ended = await audit.write(user, { action: 'job.end', targetType: 'job' }, async (tx) => {
        const before = await jobs.withTx(tx).detail(id, user);
        const after = await jobs.withTx(tx).adminEnd(user, id);
        return { result: after, targetId: id, summary: after.title, before: snapshot(before), after: snapshot(after) };
      });
      return ok(ended);
    },
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
      const user = currentUser(request);
      const { id } = request.body;
      await audit.write(user, { action: 'job.delete', targetType: 'job' }, async (tx) => {
        const before = await jobs.withTx(tx).detail(id, user);
        await jobs.withTx(tx).adminRemove(user, id);
        const after = snapshot(before, { deleted: true });
        return { result: null, targetId: id, summary: before.title, before: snapshot(before), after };
      });
      return ok(null);
    },
  );
};
