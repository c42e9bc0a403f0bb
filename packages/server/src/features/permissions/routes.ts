import { MESSAGES, permissionsApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { PermissionsService } from './service.ts';

/** Resume view permissions (ADR 0096): the HR asks, the seeker answers, revokes and sees who viewed. */
export const permissionsRoutes: FastifyPluginAsync<{ permissions: PermissionsService }> = async (
  app,
  { permissions },
) => {
  serve(
    app,
    permissionsApi.requestView,
    async (request) => {
      const data = await permissions.request(currentUser(request), request.body);
      return { code: 0 as const, msg: MESSAGES.viewRequestSent.zh, data };
    },
    { form: { fields: 8, fieldSize: 8 * 1024 } },
  );
  serve(app, permissionsApi.check, async (request) =>
    ok(await permissions.check(currentUser(request), request.query.hunter_id)),
  );
  serve(app, permissionsApi.resume, async (request) =>
    ok(await permissions.viewResume(currentUser(request), request.params.id)),
  );
  serve(app, permissionsApi.hrRequests, async (request) => {
    const { data, total } = await permissions.hrRequests(currentUser(request), request.query);
    return okPage(data, total);
  });
  serve(app, permissionsApi.seekerRequests, async (request) => {
    const { data, total } = await permissions.seekerRequests(currentUser(request), request.query);
    return okPage(data, total);
  });
  serve(app, permissionsApi.answer, async (request) => {
    await permissions.answer(currentUser(request), request.body);
    return ok(null);
  });
  serve(app, permissionsApi.revoke, async (request) => {
    await permissions.revoke(currentUser(request), request.body);
    return ok(null);
  });
  serve(app, permissionsApi.viewers, async (request) => {
    const { data, total } = await permissions.viewers(currentUser(request), request.query);
    return okPage(data, total);
  });
};
