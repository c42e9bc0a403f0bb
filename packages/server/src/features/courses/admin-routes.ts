import {
  AdminCourseDetailSchema,
  AdminCourseListQuerySchema,
  AdminCourseSchema,
  COURSE_LIMITS,
  CourseFieldsSchema,
  CourseIdBodySchema,
  CourseIdQuerySchema,
  EmptyEnvelopeSchema,
  envelope,
  pagedEnvelope,
  UpdateCourseFieldsSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
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
export const adminCoursesRoutes: FastifyPluginAsyncZod<{ coursesAdmin: CoursesAdminService }> = async (
  app,
  { coursesAdmin },
) => {
  const admin = { auth: 'admin' } as const;
  const tags = ['courses (admin)'];
  const changed = { 200: envelope(AdminCourseDetailSchema) };

  app.get(
    '/admin/get/course/list',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every course, drafts too, by category, level, keyword, certificate, major or state; admin only',
        querystring: AdminCourseListQuerySchema,
        response: { 200: pagedEnvelope(AdminCourseSchema) },
      },
    },
    async (request) => {
      const { data, total, capped } = await coursesAdmin.list(request.query);
      return okPage(data, total, capped);
    },
  );

  app.get(
    '/admin/get/course',
    {
      config: admin,
      schema: {
        tags,
        summary: "One course, drafts too, with its lessons' content (the edit form); admin only",
        querystring: CourseIdQuerySchema,
        response: changed,
      },
    },
    async (request) => ok(await coursesAdmin.detail(request.query.id)),
  );

  app.post(
    '/admin/add/course',
    {
      config: { ...courseUploadRoute(), ...admin },
      schema: {
        tags,
        summary: `Add a course (multipart fields, outline: its lessons in order as JSON text, at most ${COURSE_LIMITS.lessons}; cert_ids and major_ids; optional file: jpg, png or webp cover up to 5 MB)`,
        consumes: ['multipart/form-data'],
        body: CourseFieldsSchema.extend({ file: IncomingFileSchema.optional() }),
        response: changed,
      },
    },
    async (request) => {
      const { file, ...fields } = request.body;
      return ok(await coursesAdmin.create(currentUser(request), fields, file));
    },
  );

  app.post(
    '/admin/update/course',
    {
      config: { ...courseUploadRoute(), ...admin },
      schema: {
        tags,
        summary:
          'Edit a course (multipart fields; outline replaces its lessons; file replaces the cover, remove_cover=1 drops it)',
        consumes: ['multipart/form-data'],
        body: UpdateCourseFieldsSchema.extend({ file: IncomingFileSchema.optional() }),
        response: changed,
      },
    },
    async (request) => {
      const { file, id, remove_cover, ...fields } = request.body;
      return ok(await coursesAdmin.update(currentUser(request), id, fields, { file, removeCover: remove_cover }));
    },
  );

  app.post(
    '/admin/delete/course',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a course (its cover is deleted after the commit)',
        body: CourseIdBodySchema,
        response: { 200: EmptyEnvelopeSchema },
      },
    },
    async (request) => {
      await coursesAdmin.remove(currentUser(request), request.body.id);
      return ok(null);
    },
  );
};
