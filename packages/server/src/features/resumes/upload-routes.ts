import { resumeUploadsApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ResumesService } from './service.ts';

/**
 * Avatar, certificate photos, project images and the video resume (their limits:
 * docs/product/resumes.md#pictures-and-video). Uploads are multipart with the file in the field `file`; every file is
 * checked and renamed by the server. Like every route, they are authenticated by their `config.auth` before a single
 * byte of the body is read.
 */
export const resumeUploadRoutes: FastifyPluginAsync<{ resumes: ResumesService }> = async (app, { resumes }) => {
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  serve(app, resumeUploadsApi.uploadAvatar, async (request) =>
    ok(await resumes.uploadAvatar(me(request), request.body.file)),
  );

  serve(app, resumeUploadsApi.removeAvatar, async (request) => {
    await resumes.deleteAvatar(me(request));
    return ok(null);
  });

  serve(app, resumeUploadsApi.uploadVideo, async (request) =>
    ok(await resumes.uploadVideo(me(request), request.body.file)),
  );

  serve(app, resumeUploadsApi.removeVideo, async (request) => {
    await resumes.deleteVideo(me(request));
    return ok(null);
  });

  serve(app, resumeUploadsApi.certPics, async (request) => ok(await resumes.listCertificatePhotos(me(request))));

  serve(app, resumeUploadsApi.uploadCertPic, async (request) =>
    ok(await resumes.addCertificatePhoto(me(request), request.body.title, request.body.file)),
  );

  serve(app, resumeUploadsApi.removeCertPic, async (request) => {
    await resumes.deleteCertificatePhoto(me(request), request.params.id);
    return ok(null);
  });

  serve(app, resumeUploadsApi.projectPics, async (request) => ok(await resumes.listProjectImages(me(request))));

  serve(app, resumeUploadsApi.uploadProjectPic, async (request) => {
    const { file, ...fields } = request.body;
    return ok(await resumes.addProjectImage(me(request), fields, file));
  });

  serve(app, resumeUploadsApi.removeProjectPic, async (request) => {
    await resumes.deleteProjectImage(me(request), request.params.id);
    return ok(null);
  });
};
