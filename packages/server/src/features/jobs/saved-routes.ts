import {
  EmptyEnvelopeSchema,
  envelope,
  JobPageQuerySchema,
  pagedEnvelope,
  SavedJobSchema,
  SavedSearchAlertBodySchema,
  SavedSearchParamsSchema,
  SavedSearchSchema,
  SaveJobBodySchema,
  SaveSearchBodySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { SavedService } from './saved-service.ts';

/** A job seeker's saved jobs and saved searches with alerts (ADR 0094). */
export const savedRoutes: FastifyPluginAsyncZod<{ saved: SavedService }> = async (app, { saved }) => {
  const tags = ['saved'];
  const seeker = { auth: 'seeker' } as const;

  app.post(
    '/hunter/save/job',
    {
      config: seeker,
      schema: {
        tags,
        summary: 'Save a job (idempotent; at most 500)',
        body: SaveJobBodySchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await saved.saveJob(currentUser(request), request.body.job_id);
      return ok(null);
    },
  );

  app.post(
    '/hunter/unsave/job',
    {
      config: seeker,
      schema: {
        tags,
        summary: 'Unsave a job (idempotent)',
        body: SaveJobBodySchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await saved.unsaveJob(currentUser(request), request.body.job_id);
      return ok(null);
    },
  );

  app.get(
    '/hunter/get/saved/job/ids',
    {
      config: seeker,
      schema: {
        tags,
        summary: 'Ids of every saved job, to mark them on cards',
        response: { 200: envelope(z.array(z.number().int())) },
      },
    },
    async (request) => ok(await saved.savedJobIds(currentUser(request))),
  );

  app.get(
    '/hunter/get/saved/jobs',
    {
      config: seeker,
      schema: {
        tags,
        summary: 'Saved jobs, newest saved first; ended when closed, deleted or taken off the board',
        querystring: JobPageQuerySchema,
        response: { 200: pagedEnvelope(SavedJobSchema) },
      },
    },
    async (request) => {
      const { data, total } = await saved.savedJobs(currentUser(request), request.query);
      return okPage(data, total);
    },
  );

  app.post(
    '/hunter/save/search',
    {
      config: seeker,
      schema: {
        tags,
        summary: 'Save a job search by name (its query fields; at most 20), alert on by default',
        body: SaveSearchBodySchema,
        response: { 200: envelope(SavedSearchSchema) },
      },
    },
    async (request) => ok(await saved.saveSearch(currentUser(request), request.body)),
  );

  app.get(
    '/hunter/get/saved/searches',
    {
      config: seeker,
      schema: {
        tags,
        summary: 'Saved searches, newest first',
        response: { 200: envelope(z.array(SavedSearchSchema)) },
      },
    },
    async (request) => ok(await saved.searches(currentUser(request))),
  );

  app.post(
    '/hunter/update/saved/search/alert',
    {
      config: seeker,
      schema: {
        tags,
        summary: 'Turn the alert of a saved search on or off',
        body: SavedSearchAlertBodySchema,
        response: { 200: envelope(SavedSearchSchema) },
      },
    },
    async (request) => ok(await saved.setAlert(currentUser(request), request.body)),
  );

  app.delete(
    '/hunter/delete/saved/search/:id',
    {
      config: seeker,
      schema: {
        tags,
        summary: 'Delete a saved search',
        params: SavedSearchParamsSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await saved.deleteSearch(currentUser(request), request.params.id);
      return ok(null);
    },
  );
};
