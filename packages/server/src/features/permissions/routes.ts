import {
  AnswerViewRequestBodySchema,
  ApplyViewBodySchema,
  ApplyViewEnvelopeSchema,
  EmptyEnvelopeSchema,
  envelope,
  HrViewRequestSchema,
  HrViewRequestsQuerySchema,
  HunterIdQuerySchema,
  HunterResumeParamsSchema,
  MESSAGES,
  pagedEnvelope,
  ResumeSchema,
  ResumeViewerSchema,
  ResumeViewersQuerySchema,
  RevokeViewPermissionBodySchema,
  SeekerViewRequestSchema,
  SeekerViewRequestsQuerySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage } from '../../lib/reply.ts';
import { formRoute } from '../../lib/storage/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { PermissionsService } from './service.ts';

/** Resume view permissions (ADR 0096): the HR asks, the seeker answers, revokes and sees who viewed. */
export const permissionsRoutes: FastifyPluginAsyncZod<{ permissions: PermissionsService }> = async (
  app,
  { permissions },
) => {
  const hr = { config: { auth: 'hr' } } as const;
  const seeker = { config: { auth: 'seeker' } } as const;
  const tags = ['resume view permissions'];

  app.post(
    '/hr/apply/user/resume',
    {
      config: { ...formRoute({ fields: 8, fieldSize: 8 * 1024 }), auth: 'hr' },
      schema: {
        tags,
        summary:
          'Ask to view a closed resume (form, urlencoded or JSON hunter_id, job_id optional, message required); ' +
          'the seeker is told',
        body: ApplyViewBodySchema,
        response: { 200: ApplyViewEnvelopeSchema },
      },
    },
    async (request) => {
      const data = await permissions.request(currentUser(request), request.body);
      return { code: 0 as const, msg: MESSAGES.viewRequestSent.zh, msg_en: MESSAGES.viewRequestSent.en, data };
    },
  );

  app.get(
    '/hr/check/user/resume/permission',
    {
      ...hr,
      schema: {
        tags,
        summary: 'Whether I may view the resume now (open, granted, or applied to my job within its open days)',
        querystring: HunterIdQuerySchema,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (request) => ok(await permissions.check(currentUser(request), request.query.hunter_id)),
  );

  app.get(
    '/hr/get/user/resume/:id',
    {
      ...hr,
      schema: {
        tags,
        summary:
          "A job seeker's resume, when I may view it (403 resumeClosed, or viewRequestPending while my request waits); the view is recorded",
        params: HunterResumeParamsSchema,
        response: { 200: envelope(ResumeSchema) },
      },
    },
    async (request) => ok(await permissions.viewResume(currentUser(request), request.params.id)),
  );

  app.get(
    '/hr/get/resume/requests',
    {
      ...hr,
      schema: {
        tags,
        summary: 'My requests to view resumes and their states, newest first',
        querystring: HrViewRequestsQuerySchema,
        response: { 200: pagedEnvelope(HrViewRequestSchema) },
      },
    },
    async (request) => {
      const { data, total } = await permissions.hrRequests(currentUser(request), request.query);
      return okPage(data, total);
    },
  );

  app.get(
    '/hunter/get/view/requests',
    {
      ...seeker,
      schema: {
        tags,
        summary: 'Requests to view my resume, newest first (id_list: only those requests)',
        querystring: SeekerViewRequestsQuerySchema,
        response: { 200: pagedEnvelope(SeekerViewRequestSchema) },
      },
    },
    async (request) => {
      const { data, total } = await permissions.seekerRequests(currentUser(request), request.query);
      return okPage(data, total);
    },
  );

  app.post(
    '/hunter/answer/view/request',
    {
      ...seeker,
      schema: {
        tags,
        summary: 'Allow View or Reject a pending request; the HR is told',
        body: AnswerViewRequestBodySchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await permissions.answer(currentUser(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/hunter/revoke/view/permission',
    {
      ...seeker,
      schema: {
        tags,
        summary: 'Take back a granted permission (allowed -> revoked)',
        body: RevokeViewPermissionBodySchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await permissions.revoke(currentUser(request), request.body);
      return ok(null);
    },
  );

  app.get(
    '/hunter/get/resume/viewers',
    {
      ...seeker,
      schema: {
        tags,
        summary: 'HRs who viewed my resume: when last and how often',
        querystring: ResumeViewersQuerySchema,
        response: { 200: pagedEnvelope(ResumeViewerSchema) },
      },
    },
    async (request) => {
      const { data, total } = await permissions.viewers(currentUser(request), request.query);
      return okPage(data, total);
    },
  );
};
