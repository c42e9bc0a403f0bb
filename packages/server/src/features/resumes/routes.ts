import {
  AddCertBodySchema,
  AddMajorBodySchema,
  BaseInfoEditSchema,
  BaseInfoSchema,
  CatalogOptionSchema,
  CertIdQuerySchema,
  EmptyEnvelopeSchema,
  envelope,
  MajorIdQuerySchema,
  ProjectIdParamsSchema,
  ProjectInputSchema,
  ProjectSchema,
  ProjectUpdateSchema,
  ResumeSaveSchema,
  ResumeSchema,
  UserIdParamsSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { formRoute } from '../../lib/storage/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ResumesService } from './service.ts';

const tags = ['resumes'];
const options = envelope(z.array(CatalogOptionSchema));

/** The resume calls, the whole-form save and reading one's own resume (docs/product/resumes.md, ADR 0096). */
export const resumesRoutes: FastifyPluginAsyncZod<{ resumes: ResumesService }> = async (app, { resumes }) => {
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get(
    '/user/get/baseinfo',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Base info of the signed-in user', response: { 200: envelope(BaseInfoSchema) } },
    },
    async (request) => ok(await resumes.getBaseInfo(me(request))),
  );

  app.post(
    '/user/edit/baseinfo',
    {
      config: { auth: 'seeker' },
      schema: {
        tags,
        summary: 'Edit base info (query parameters); enable_resume absent = unchanged',
        querystring: BaseInfoEditSchema,
        response: { 200: envelope(BaseInfoSchema) },
      },
    },
    async (request) => ok(await resumes.editBaseInfo(me(request), request.query)),
  );

  app.get(
    '/hunter/get/resume',
    {
      config: { auth: 'seeker' },
      schema: {
        tags,
        summary: 'The full resume of the signed-in job seeker',
        response: { 200: envelope(ResumeSchema) },
      },
    },
    async (request) => ok(await resumes.getOwnResume(me(request))),
  );

  app.post(
    '/hunter/save/resume',
    {
      config: { auth: 'seeker' },
      schema: {
        tags,
        summary: 'Save the whole /resume form in one transaction (projects with an id are updated, others added)',
        body: ResumeSaveSchema,
        response: { 200: envelope(ResumeSchema) },
      },
    },
    async (request) => ok(await resumes.saveResume(me(request), request.body)),
  );

  app.get(
    '/admin/download/hunter/resume/:userId',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Latest resume for the viewer or the PDF export: owner, admins, HR allowed to view it',
        params: UserIdParamsSchema,
        response: { 200: envelope(ResumeSchema) },
      },
    },
    async (request) => ok(await resumes.getResumeFor(currentUser(request), request.params.userId)),
  );

  app.post(
    '/hunter/add/project',
    {
      config: { ...formRoute(), auth: 'seeker' },
      schema: { tags, summary: 'Add a project', body: ProjectInputSchema, response: { 200: envelope(ProjectSchema) } },
    },
    async (request) => ok(await resumes.addProject(me(request), request.body)),
  );

  app.get(
    '/hunter/get/project',
    {
      config: { auth: 'seeker' },
      schema: { tags, summary: 'Own projects', response: { 200: envelope(z.array(ProjectSchema)) } },
    },
    async (request) => ok(await resumes.listProjects(me(request))),
  );

  app.post(
    '/hunter/update/project',
    {
      config: { ...formRoute(), auth: 'seeker' },
      schema: {
        tags,
        summary: 'Update one of own projects',
        body: ProjectUpdateSchema,
        response: { 200: envelope(ProjectSchema) },
      },
    },
    async (request) => ok(await resumes.updateProject(me(request), request.body.id, request.body)),
  );

  app.delete(
    '/hunter/delete/project/:id',
    {
      config: { auth: 'seeker' },
      schema: {
        tags,
        summary: 'Delete one of own projects',
        params: ProjectIdParamsSchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await resumes.deleteProject(me(request), request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/hunter/get/major/list',
    { config: { auth: 'seeker' }, schema: { tags, summary: 'Own majors', response: { 200: options } } },
    async (request) => ok(await resumes.listMajors(me(request))),
  );

  app.post(
    '/hunter/add/major',
    {
      config: { auth: 'seeker' },
      schema: { tags, summary: 'Add a major (JSON major_id)', body: AddMajorBodySchema, response: { 200: options } },
    },
    async (request) => ok(await resumes.addMajor(me(request), request.body.major_id)),
  );

  app.delete(
    '/hunter/delete/major',
    {
      config: { auth: 'seeker' },
      schema: {
        tags,
        summary: 'Remove a major (query major_id)',
        querystring: MajorIdQuerySchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await resumes.deleteMajor(me(request), request.query.major_id);
      return ok(null);
    },
  );

  app.get(
    '/hunter/get/cert/list',
    { config: { auth: 'seeker' }, schema: { tags, summary: 'Own certificates', response: { 200: options } } },
    async (request) => ok(await resumes.listCertificates(me(request))),
  );

  app.post(
    '/hunter/add/cert',
    {
      config: { auth: 'seeker' },
      schema: {
        tags,
        summary: 'Add a certificate (JSON cert_id)',
        body: AddCertBodySchema,
        response: { 200: options },
      },
    },
    async (request) => ok(await resumes.addCertificate(me(request), request.body.cert_id)),
  );

  app.delete(
    '/hunter/delete/cert',
    {
      config: { auth: 'seeker' },
      schema: {
        tags,
        summary: 'Remove a certificate (query cert_id)',
        querystring: CertIdQuerySchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await resumes.deleteCertificate(me(request), request.query.cert_id);
      return ok(null);
    },
  );
};
