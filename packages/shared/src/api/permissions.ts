import { z } from 'zod';
import {
  ApplyViewResultSchema,
  HrViewRequestSchema,
  ResumeViewerSchema,
  SeekerViewRequestSchema,
} from '../permissions/answers.ts';
import {
  AnswerViewRequestBodySchema,
  ApplyViewBodySchema,
  HrViewRequestsQuerySchema,
  HunterIdQuerySchema,
  HunterResumeParamsSchema,
  ResumeViewersQuerySchema,
  RevokeViewPermissionBodySchema,
  SeekerViewRequestsQuerySchema,
} from '../permissions/requests.ts';
import { ResumeSchema } from '../resumes/answers.ts';
import { defineRoutes } from './route.ts';

const tags = ['resume view permissions'];

/** Resume view permissions (ADR 0096): the HR asks, the seeker answers, revokes and sees who viewed. */
export const permissionsApi = defineRoutes({
  requestView: {
    method: 'POST',
    path: '/hr/apply/user/resume',
    auth: 'hr',
    tags,
    summary:
      'Ask to view a closed resume (form, urlencoded or JSON hunter_id, job_id optional, message required); ' +
      'the seeker is told',
    body: ApplyViewBodySchema,
    multipart: 'form',
    data: ApplyViewResultSchema,
  },
  check: {
    method: 'GET',
    path: '/hr/check/user/resume/permission',
    auth: 'hr',
    tags,
    summary: 'Whether I may view the resume now (open, granted, or applied to my job within its open days)',
    query: HunterIdQuerySchema,
    data: z.boolean(),
  },
  resume: {
    method: 'GET',
    path: '/hr/get/user/resume/:id',
    auth: 'hr',
    tags,
    summary:
      "A job seeker's resume, when I may view it (403 resumeClosed, or viewRequestPending while my request waits); the view is recorded",
    params: HunterResumeParamsSchema,
    data: ResumeSchema,
  },
  hrRequests: {
    method: 'GET',
    path: '/hr/get/resume/requests',
    auth: 'hr',
    tags,
    summary: 'My requests to view resumes and their states, newest first',
    query: HrViewRequestsQuerySchema,
    data: HrViewRequestSchema,
    paged: true,
  },
  seekerRequests: {
    method: 'GET',
    path: '/hunter/get/view/requests',
    auth: 'seeker',
    tags,
    summary: 'Requests to view my resume, newest first (id_list: only those requests)',
    query: SeekerViewRequestsQuerySchema,
    data: SeekerViewRequestSchema,
    paged: true,
  },
  answer: {
    method: 'POST',
    path: '/hunter/answer/view/request',
    auth: 'seeker',
    tags,
    summary: 'Allow View or Reject a pending request; the HR is told',
    body: AnswerViewRequestBodySchema,
    data: z.null(),
  },
  revoke: {
    method: 'POST',
    path: '/hunter/revoke/view/permission',
    auth: 'seeker',
    tags,
    summary: 'Take back a granted permission (allowed -> revoked)',
    body: RevokeViewPermissionBodySchema,
    data: z.null(),
  },
  viewers: {
    method: 'GET',
    path: '/hunter/get/resume/viewers',
    auth: 'seeker',
    tags,
    summary: 'HRs who viewed my resume: when last and how often',
    query: ResumeViewersQuerySchema,
    data: ResumeViewerSchema,
    paged: true,
  },
});
