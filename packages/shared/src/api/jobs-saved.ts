import { z } from 'zod';
import { JobPageQuerySchema } from '../jobs/requests.ts';
import {
  SavedJobSchema,
  SavedSearchAlertBodySchema,
  SavedSearchParamsSchema,
  SavedSearchSchema,
  SaveJobBodySchema,
  SaveSearchBodySchema,
} from '../jobs/saved.ts';
import { defineRoutes } from './route.ts';

const savedTags = ['saved'];

/** A job seeker's saved jobs and saved searches with alerts (ADR 0094). */
export const savedApi = defineRoutes({
  saveJob: {
    method: 'POST',
    path: '/hunter/save/job',
    auth: 'seeker',
    tags: savedTags,
    summary: 'Save a job (idempotent; at most 500)',
    body: SaveJobBodySchema,
    data: z.null(),
  },
  unsaveJob: {
    method: 'POST',
    path: '/hunter/unsave/job',
    auth: 'seeker',
    tags: savedTags,
    summary: 'Unsave a job (idempotent)',
    body: SaveJobBodySchema,
    data: z.null(),
  },
  jobIds: {
    method: 'GET',
    path: '/hunter/get/saved/job/ids',
    auth: 'seeker',
    tags: savedTags,
    summary: 'Ids of every saved job, to mark them on cards',
    data: z.array(z.number().int()),
  },
  jobs: {
    method: 'GET',
    path: '/hunter/get/saved/jobs',
    auth: 'seeker',
    tags: savedTags,
    summary: 'Saved jobs, newest saved first; ended when closed, deleted or taken off the board',
    query: JobPageQuerySchema,
    data: SavedJobSchema,
    paged: true,
  },
  saveSearch: {
    method: 'POST',
    path: '/hunter/save/search',
    auth: 'seeker',
    tags: savedTags,
    summary: 'Save a job search by name (its query fields; at most 20), alert on by default',
    body: SaveSearchBodySchema,
    data: SavedSearchSchema,
  },
  searches: {
    method: 'GET',
    path: '/hunter/get/saved/searches',
    auth: 'seeker',
    tags: savedTags,
    summary: 'Saved searches, newest first',
    data: z.array(SavedSearchSchema),
  },
  setAlert: {
    method: 'POST',
    path: '/hunter/update/saved/search/alert',
    auth: 'seeker',
    tags: savedTags,
    summary: 'Turn the alert of a saved search on or off',
    body: SavedSearchAlertBodySchema,
    data: SavedSearchSchema,
  },
  deleteSearch: {
    method: 'DELETE',
    path: '/hunter/delete/saved/search/:id',
    auth: 'seeker',
    tags: savedTags,
    summary: 'Delete a saved search',
    params: SavedSearchParamsSchema,
    data: z.null(),
  },
});
