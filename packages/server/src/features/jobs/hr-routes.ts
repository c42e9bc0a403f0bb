import {
  ApplicantCountsQuerySchema,
  ApplicantCountsSchema,
  ApplicantNoteSchema,
  ApplicantSchema,
  ApplicationSchema,
  EditJobBodySchema,
  EmptyEnvelopeSchema,
  envelope,
  HrJobItemSchema,
  HrJobOptionSchema,
  JobApplicantsQuerySchema,
  JobDetailSchema,
  JobFormSchema,
  JobIdBodySchema,
  JobIdSchema,
  JobPageQuerySchema,
  MoveApplicationBodySchema,
  pagedEnvelope,
  SaveApplicantNoteBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ApplicantsService } from './applicants-service.ts';
import type { PostingsService } from './postings-service.ts';

/** Job posting and the applicant pipeline (HR); the administrators' review is in admin-routes.ts. */
export const hrJobsRoutes: FastifyPluginAsyncZod<{ postings: PostingsService; applicants: ApplicantsService }> = async (
  app,
  { postings, applicants },
) => {
  const hr = { config: { auth: 'hr' } } as const;
  const tags = ['jobs (HR)'];
  const job = envelope(JobDetailSchema);

  app.get(
    '/hr/get/release/jobs',
    { ...hr, schema: { tags, summary: 'My jobs as options', response: { 200: envelope(z.array(HrJobOptionSchema)) } } },
    async (request) => ok(await postings.jobOptions(currentUser(request))),
  );

  app.get(
    '/hr/get/job/list',
    {
      ...hr,
      schema: {
        tags,
        summary: 'My jobs with review status and applicant counts',
        querystring: JobPageQuerySchema,
        response: { 200: pagedEnvelope(HrJobItemSchema) },
      },
    },
    async (request) => {
      const { data, total } = await postings.ownJobs(currentUser(request), request.query);
      return okPage(data, total);
    },
  );

  app.post(
    '/hr/add/job',
    { ...hr, schema: { tags, summary: 'Post a job (goes under review)', body: JobFormSchema, response: { 200: job } } },
    async (request) => ok(await postings.create(currentUser(request), request.body)),
  );

  app.post(
    '/hr/update/job',
    {
      ...hr,
      schema: {
        tags,
        summary: 'Edit my job (goes back under review)',
        body: EditJobBodySchema,
        response: { 200: job },
      },
    },
    async (request) => ok(await postings.update(currentUser(request), request.body)),
  );

  app.post(
    '/hr/end/job',
    { ...hr, schema: { tags, summary: 'Stop recruiting', body: JobIdBodySchema, response: { 200: job } } },
    async (request) => ok(await postings.end(currentUser(request), request.body.id)),
  );

  app.post(
    '/hr/reopen/job',
    { ...hr, schema: { tags, summary: 'Recruit again', body: JobIdBodySchema, response: { 200: job } } },
    async (request) => ok(await postings.reopen(currentUser(request), request.body.id)),
  );

  app.delete(
    '/hr/delete/job/:id',
    {
      ...hr,
      schema: {
        tags,
        summary: 'Delete my job (applications stay in the seekers’ history)',
        params: z.object({ id: JobIdSchema }),
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await postings.remove(currentUser(request), request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/hr/get/job/applicants',
    {
      ...hr,
      schema: {
        tags,
        summary: 'Applicants of my job with match scores',
        querystring: JobApplicantsQuerySchema,
        response: { 200: pagedEnvelope(ApplicantSchema) },
      },
    },
    async (request) => {
      const { data, total } = await applicants.jobApplicants(currentUser(request), request.query);
      return okPage(data, total);
    },
  );

  app.post(
    '/hr/update/application/status',
    {
      ...hr,
      schema: {
        tags,
        summary: 'Move an applicant: viewed, interviewing, offered or rejected (with a reason the seeker is sent)',
        body: MoveApplicationBodySchema,
        response: { 200: envelope(ApplicationSchema) },
      },
    },
    async (request) => ok(await applicants.move(currentUser(request), request.body)),
  );

  app.get(
    '/hr/get/job/applicant/counts',
    {
      ...hr,
      schema: {
        tags,
        summary: 'How many applicants of my job are in each pipeline state',
        querystring: ApplicantCountsQuerySchema,
        response: { 200: envelope(ApplicantCountsSchema) },
      },
    },
    async (request) => ok(await applicants.stateCounts(currentUser(request), request.query.job_id)),
  );

  app.post(
    '/hr/update/application/note',
    {
      ...hr,
      schema: {
        tags,
        summary: 'My private note on an applicant of my job (never shown to the job seeker)',
        body: SaveApplicantNoteBodySchema,
        response: { 200: envelope(ApplicantNoteSchema) },
      },
    },
    async (request) => ok(await applicants.saveNote(currentUser(request), request.body)),
  );
};
