import {
  ApplicationSchema,
  envelope,
  JobDetailSchema,
  JobIdQuerySchema,
  JobListItemSchema,
  JobPageQuerySchema,
  JobSearchQuerySchema,
  MyApplicationSchema,
  pagedEnvelope,
  SubmitResumeBodySchema,
  WithdrawApplicationBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage } from '../../lib/reply.ts';
import { formRoute } from '../../lib/storage/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ApplicantsService } from './applicants-service.ts';
import type { SearchService } from './search-service.ts';

/** The job seeker's calls (hot jobs, detail, search, apply) and deliveries (docs/product/jobs.md). */
export const jobsRoutes: FastifyPluginAsyncZod<{ search: SearchService; applicants: ApplicantsService }> = async (
  app,
  { search, applicants },
) => {
  const tags = ['jobs'];

  app.get(
    '/hunter/get/hot/jobs',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Hot jobs for the home page', response: { 200: envelope(z.array(JobListItemSchema)) } },
    },
    async (request) => ok(await search.hot(currentUser(request))),
  );

  app.get(
    '/hunter/get/job',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'One job; unapproved jobs only for their HR and administrators',
        querystring: JobIdQuerySchema,
        response: { 200: envelope(JobDetailSchema) },
      },
    },
    async (request) => ok(await search.detail(request.query.id, currentUser(request))),
  );

  app.get(
    '/hunter/search/job',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Search approved jobs: title matches first, then newest; total exact up to 10,000 (total_capped past it)',
        querystring: JobSearchQuerySchema,
        response: { 200: pagedEnvelope(JobListItemSchema) },
      },
    },
    async (request) => {
      const { data, total, capped } = await search.search(request.query, currentUser(request));
      return okPage(data, total, capped);
    },
  );

  app.post(
    '/hunter/submit/resume',
    {
      config: { ...formRoute(), auth: 'seeker' },
      schema: {
        tags,
        summary: 'Apply to a job; the resume opens to its HR for open_days',
        body: SubmitResumeBodySchema,
        response: { 200: envelope(ApplicationSchema) },
      },
    },
    async (request) => ok(await applicants.apply(currentUser(request), request.body)),
  );

  app.post(
    '/hunter/withdraw/resume',
    {
      config: { auth: 'seeker' },
      schema: {
        tags,
        summary: 'Withdraw my application while it is submitted or viewed (409 later); the job can be applied to again',
        body: WithdrawApplicationBodySchema,
        response: { 200: envelope(ApplicationSchema) },
      },
    },
    async (request) => ok(await applicants.withdraw(currentUser(request), request.body)),
  );

  app.get(
    '/hunter/get/applications',
    {
      config: { auth: 'seeker' },
      schema: {
        tags,
        summary: 'My applications (deliveries), newest first',
        querystring: JobPageQuerySchema,
        response: { 200: pagedEnvelope(MyApplicationSchema) },
      },
    },
    async (request) => {
      const { data, total } = await applicants.myApplications(currentUser(request), request.query);
      return okPage(data, total);
    },
  );
};
