import { resumesApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ResumesService } from './service.ts';

/** The resume calls, the whole-form save and reading one's own resume (docs/product/resumes.md, ADR 0096). */
export const resumesRoutes: FastifyPluginAsync<{ resumes: ResumesService }> = async (app, { resumes }) => {
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  serve(app, resumesApi.baseInfo, async (request) => ok(await resumes.getBaseInfo(me(request))));

  serve(app, resumesApi.editBaseInfo, async (request) => ok(await resumes.editBaseInfo(me(request), request.query)));

  serve(app, resumesApi.mine, async (request) => ok(await resumes.getOwnResume(me(request))));

  serve(app, resumesApi.save, async (request) => ok(await resumes.saveResume(me(request), request.body)));

  serve(app, resumesApi.ofUser, async (request) =>
    ok(await resumes.getResumeFor(currentUser(request), request.params.userId)),
  );

  serve(app, resumesApi.addProject, async (request) => ok(await resumes.addProject(me(request), request.body)));

  serve(app, resumesApi.projects, async (request) => ok(await resumes.listProjects(me(request))));

  serve(app, resumesApi.updateProject, async (request) =>
    ok(await resumes.updateProject(me(request), request.body.id, request.body)),
  );

  serve(app, resumesApi.removeProject, async (request) => {
    await resumes.deleteProject(me(request), request.params.id);
    return ok(null);
  });

  serve(app, resumesApi.majors, async (request) => ok(await resumes.listMajors(me(request))));

  serve(app, resumesApi.addMajor, async (request) => ok(await resumes.addMajor(me(request), request.body.major_id)));

  serve(app, resumesApi.removeMajor, async (request) => {
    await resumes.deleteMajor(me(request), request.query.major_id);
    return ok(null);
  });

  serve(app, resumesApi.certificates, async (request) => ok(await resumes.listCertificates(me(request))));

  serve(app, resumesApi.addCertificate, async (request) =>
    ok(await resumes.addCertificate(me(request), request.body.cert_id)),
  );

  serve(app, resumesApi.removeCertificate, async (request) => {
    await resumes.deleteCertificate(me(request), request.query.cert_id);
    return ok(null);
  });
};
