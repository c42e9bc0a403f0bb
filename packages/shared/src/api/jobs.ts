import { z } from 'zod';
import { ApplicationSchema, JobDetailSchema, JobListItemSchema, MyApplicationSchema } from '../jobs/answers.ts';
import {
  JobIdQuerySchema,
  JobPageQuerySchema,
  JobSearchQuerySchema,
  SubmitResumeBodySchema,
  WithdrawApplicationBodySchema,
} from '../jobs/requests.ts';
import { defineRoutes } from './route.ts';

const tags = ['jobs'];

/** The job seeker's calls: hot jobs, a job, search, apply and my applications (docs/product/jobs.md). */
export const jobsApi = defineRoutes({
  hot: {
    method: 'GET',
    path: '/hunter/get/hot/jobs',
    auth: 'user',
    tags,
    summary: 'Hot jobs for the home page',
    data: z.array(JobListItemSchema),
  },
  detail: {
    method: 'GET',
    path: '/hunter/get/job',
    auth: 'user',
    tags,
    summary: 'One job; unapproved jobs only for their HR and administrators',
    query: JobIdQuerySchema,
    data: JobDetailSchema,
  },
  search: {
    method: 'GET',
    path: '/hunter/search/job',
    auth: 'user',
    tags,
    summary: 'Search approved jobs: title matches first, then newest; total exact up to 10,000 (total_capped past it)',
    query: JobSearchQuerySchema,
    data: JobListItemSchema,
    paged: true,
  },
  apply: {
    method: 'POST',
    path: '/hunter/submit/resume',
    auth: 'seeker',
    tags,
    summary: 'Apply to a job; the resume opens to its HR for open_days',
    body: SubmitResumeBodySchema,
    multipart: 'form',
    data: ApplicationSchema,
  },
  withdraw: {
    method: 'POST',
    path: '/hunter/withdraw/resume',
    auth: 'seeker',
    tags,
    summary: 'Withdraw my application while it is submitted or viewed (409 later); the job can be applied to again',
    body: WithdrawApplicationBodySchema,
    data: ApplicationSchema,
  },
  myApplications: {
    method: 'GET',
    path: '/hunter/get/applications',
    auth: 'seeker',
    tags,
    summary: 'My applications (deliveries), newest first',
    query: JobPageQuerySchema,
    data: MyApplicationSchema,
    paged: true,
  },
});
