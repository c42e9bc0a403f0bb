import { adminCoursesApi, COURSE_LIMITS, UPLOAD_LIMITS } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CoursesAdminService } from './admin-service.ts';

/**
 * A course form's fields beside its cover: a dozen of them, the lessons' JSON up to COURSE_LIMITS.outlineChars
 * characters (3 bytes each at most in UTF-8).
 */
const COURSE_FIELD_BYTES = COURSE_LIMITS.outlineChars * 3;
const COURSE_FORM = {
  fields: 16,
  fieldSize: COURSE_FIELD_BYTES,
  maxBytes: UPLOAD_LIMITS.courseCover.maxBytes + COURSE_FIELD_BYTES + 128 * 1024,
};

/**
 * The administrators' courses calls: list with drafts, one course with its lessons, add and edit (multipart with a
 * cover image; the lessons are sent with the course and replace its lessons in the same transaction), delete. Every
 * write commits with its audit entry (the service's).
 */
export const adminCoursesRoutes: FastifyPluginAsync<{ coursesAdmin: CoursesAdminService }> = async (
  app,
  { coursesAdmin },
) => {
  serve(app, adminCoursesApi.list, async (request) => {
    const { data, total, capped } = await coursesAdmin.list(request.query);
    return okPage(data, total, capped);
  });

  serve(app, adminCoursesApi.detail, async (request) => ok(await coursesAdmin.detail(request.query.id)));

  serve(
    app,
    adminCoursesApi.create,
    async (request) => {
      const { file, ...fields } = request.body;
      return ok(await coursesAdmin.create(currentUser(request), fields, file));
    },
    { form: COURSE_FORM },
  );

  serve(
    app,
    adminCoursesApi.update,
    async (request) => {
      const { file, id, remove_cover, ...fields } = request.body;
      return ok(await coursesAdmin.update(currentUser(request), id, fields, { file, removeCover: remove_cover }));
    },
    { form: COURSE_FORM },
  );

  serve(app, adminCoursesApi.remove, async (request) => {
    await coursesAdmin.remove(currentUser(request), request.body.id);
    return ok(null);
  });
};
