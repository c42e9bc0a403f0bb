import {
  AvatarResultSchema,
  CertPicSchema,
  CertPicUploadSchema,
  EmptyEnvelopeSchema,
  envelope,
  FileIdParamsSchema,
  ProjectPicSchema,
  ProjectPicUploadSchema,
  VideoResultSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { IncomingFileSchema } from '../../lib/storage/incoming.ts';
import { uploadRoute } from '../../lib/storage/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ResumesService } from './service.ts';

const tags = ['resume files'];
const fileOnly = z.object({ file: IncomingFileSchema });
const deleted = { 200: EmptyEnvelopeSchema };

/**
 * Avatar, certificate photos, project images and the video resume (their limits:
 * docs/product/resumes.md#pictures-and-video). Uploads are multipart with the file in the field `file`; every file is
 * checked and renamed by the server. Like every route, they are authenticated by their `config.auth` before a single
 * byte of the body is read.
 */
export const resumeUploadRoutes: FastifyPluginAsyncZod<{ resumes: ResumesService }> = async (app, { resumes }) => {
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.post(
    '/user/upload/avatar',
    {
      config: { ...uploadRoute('avatar'), auth: 'user' },
      schema: {
        tags,
        summary: 'Upload the avatar (multipart file: jpg or png, under 2 MB)',
        consumes: ['multipart/form-data'],
        body: fileOnly,
        response: { 200: envelope(AvatarResultSchema) },
      },
    },
    async (request) => ok(await resumes.uploadAvatar(me(request), request.body.file)),
  );

  app.delete(
    '/user/delete/avatar',
    { config: { auth: 'user' }, schema: { tags, summary: 'Remove the avatar', response: deleted } },
    async (request) => {
      await resumes.deleteAvatar(me(request));
      return ok(null);
    },
  );

  app.post(
    '/hunter/upload/vcr',
    {
      config: { ...uploadRoute('video'), auth: 'seeker' },
      schema: {
        tags,
        summary: 'Upload the video resume (multipart file: MP4, at most 50 MB)',
        consumes: ['multipart/form-data'],
        body: fileOnly,
        response: { 200: envelope(VideoResultSchema) },
      },
    },
    async (request) => ok(await resumes.uploadVideo(me(request), request.body.file)),
  );

  app.delete(
    '/hunter/delete/vcr',
    { config: { auth: 'seeker' }, schema: { tags, summary: 'Remove the video resume', response: deleted } },
    async (request) => {
      await resumes.deleteVideo(me(request));
      return ok(null);
    },
  );

  app.get(
    '/hunter/get/cert/pic/list',
    {
      config: { auth: 'seeker' },
      schema: { tags, summary: 'Own certificate photos', response: { 200: envelope(z.array(CertPicSchema)) } },
    },
    async (request) => ok(await resumes.listCertificatePhotos(me(request))),
  );

  app.post(
    '/hunter/upload/cert/pic',
    {
      config: { ...uploadRoute('certificate'), auth: 'seeker' },
      schema: {
        tags,
        summary: 'Upload a certificate photo (multipart: title, file: image under 2 MB)',
        consumes: ['multipart/form-data'],
        body: CertPicUploadSchema.extend({ file: IncomingFileSchema }),
        response: { 200: envelope(CertPicSchema) },
      },
    },
    async (request) => ok(await resumes.addCertificatePhoto(me(request), request.body.title, request.body.file)),
  );

  app.delete(
    '/hunter/delete/cert/pic/:id',
    {
      config: { auth: 'seeker' },
      schema: { tags, summary: 'Delete one of own certificate photos', params: FileIdParamsSchema, response: deleted },
    },
    async (request) => {
      await resumes.deleteCertificatePhoto(me(request), request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/hunter/get/project/pic/list',
    {
      config: { auth: 'seeker' },
      schema: { tags, summary: 'Own project images', response: { 200: envelope(z.array(ProjectPicSchema)) } },
    },
    async (request) => ok(await resumes.listProjectImages(me(request))),
  );

  app.post(
    '/hunter/upload/project/pic',
    {
      config: { ...uploadRoute('projectImage'), auth: 'seeker' },
      schema: {
        tags,
        summary: 'Upload a project image (multipart: project_name, desc, type, file: one image, at most 5 MB)',
        consumes: ['multipart/form-data'],
        body: ProjectPicUploadSchema.extend({ file: IncomingFileSchema }),
        response: { 200: envelope(ProjectPicSchema) },
      },
    },
    async (request) => {
      const { file, ...fields } = request.body;
      return ok(await resumes.addProjectImage(me(request), fields, file));
    },
  );

  app.delete(
    '/hunter/delete/project/pic/:id',
    {
      config: { auth: 'seeker' },
      schema: { tags, summary: 'Delete one of own project images', params: FileIdParamsSchema, response: deleted },
    },
    async (request) => {
      await resumes.deleteProjectImage(me(request), request.params.id);
      return ok(null);
    },
  );
};
