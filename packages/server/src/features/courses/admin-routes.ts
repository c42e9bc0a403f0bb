import { adminCoursesApi, COURSE_LIMITS, envelope } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
import { serve } from '../../lib/serve.ts';
import { IncomingFileSchema } from '../../lib/storage/incoming.ts';
import { uploadRoute } from '../../lib/storage/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CoursesAdminService } from './admin-service.ts';

/**
 * An upload route with room for a course's fields: a dozen of them, the lessons' JSON up to
 * COURSE_LIMITS.outlineChars characters (3 bytes each at most in UTF-8).
 */
function courseUploadRoute() {
  const { multipart } = uploadRoute('courseCover');
  const fieldSize = COURSE_LIMITS.outlineChars * 3;
  return { multipart: { ...multipart, fields: 16, fieldSize, maxBytes: multipart.maxBytes + fieldSize + 64 * 1024 } };
}

/**
 * The administrators' courses calls: list with drafts, one course with its lessons, add and edit (multipart with a
 * cover image; the lessons are sent with the course and replace its lessons in the same transaction), delete. Every
 * write commits with its audit entry (the service's).
 */
export const adminCoursesRoutes: FastifyPluginAsync<{ coursesAdmin: CoursesAdminService }> = async (
  app,
  { coursesAdmin },
) => {
  const zodApp = app.withTypeProvider<ZodTypeProvider>();

  serve(app, adminCoursesApi.list, async (request) => {
    const { data, total, capped } = await coursesAdmin.list(request.query);
    return okPage(data, total, capped);
  });

  serve(app, adminCoursesApi.detail, async (request) => ok(await coursesAdmin.detail(request.query.id)));

  // Not through serve(): the handlers read the optional cover `file` (the table's body leaves it to `multipart`), and
  // a course's fields need more room than an upload's (courseUploadRoute).
  const { create, update } = adminCoursesApi;
  zodApp.route({
    method: create.method,
    url: create.path,
    config: { ...courseUploadRoute(), auth: create.auth },
    schema: {
      tags: create.tags,
      summary: create.summary,
      body: create.body.extend({ file: IncomingFileSchema.optional() }),
      response: { 200: envelope(create.data) },
    },
    handler: async (request) => {
      const { file, ...fields } = request.body;
      return ok(await coursesAdmin.create(currentUser(request), fields, file));
    },
  });

  zodApp.route({
    method: update.method,
    url: update.path,
    config: { ...courseUploadRoute(), auth: update.auth },
    schema: {
      tags: update.tags,
      summary: update.summary,
      body: update.body.extend({ file: IncomingFileSchema.optional() }),
      response: { 200: envelope(update.data) },
    },
    handler: async (request) => {
      const { file, id, remove_cover, ...fields } = request.body;
      return ok(await coursesAdmin.update(currentUser(request), id, fields, { file, removeCover: remove_cover }));
    },
  });

  serve(app, adminCoursesApi.remove, async (request) => {
    await coursesAdmin.remove(currentUser(request), request.body.id);
    return ok(null);
  });
};
