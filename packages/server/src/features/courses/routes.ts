import { coursesApi } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CoursesService } from './service.ts';

/** The courses users browse and start: published ones only. */
export const coursesRoutes: FastifyPluginAsync<{ courses: CoursesService }> = async (app, { courses }) => {
  serve(app, coursesApi.list, async (request) => {
    const { data, total, capped } = await courses.list(request.query);
    return okPage(data, total, capped);
  });

  serve(app, coursesApi.detail, async (request) => ok(await courses.detail(request.query.id, currentUser(request).id)));

  serve(app, coursesApi.start, async (request) => ok(await courses.start(request.body.id, currentUser(request).id)));
};
