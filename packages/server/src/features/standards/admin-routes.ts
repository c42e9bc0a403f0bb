import { adminStandardsApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { StandardsService } from './service.ts';

/**
 * The administrators' standards calls (ADR 0099): upload, list, edit, replace the file, remove.
 * Every write commits with its audit entry (the service's).
 */
export const adminStandardsRoutes: FastifyPluginAsync<{ standards: StandardsService }> = async (app, { standards }) => {
  // Without its PDF an upload is told 'please upload the standard file'.
  const fileMissing = 'standardFileRequired';

  serve(
    app,
    adminStandardsApi.upload,
    async (request) => {
      const { file, ...fields } = request.body;
      return ok(await standards.upload(currentUser(request), fields, file));
    },
    { fileMissing },
  );

  serve(app, adminStandardsApi.list, async (request) => {
    const { data, total, capped } = await standards.adminList(request.query);
    return okPage(data, total, capped);
  });

  serve(app, adminStandardsApi.update, async (request) => {
    const { id, ...fields } = request.body;
    return ok(await standards.update(currentUser(request), id, fields));
  });

  serve(
    app,
    adminStandardsApi.replaceFile,
    async (request) => {
      const { id, file } = request.body;
      return ok(await standards.replaceFile(currentUser(request), id, file));
    },
    { fileMissing },
  );

  serve(app, adminStandardsApi.remove, async (request) => {
    await standards.remove(currentUser(request), request.body.id);
    return ok(null);
  });
};
