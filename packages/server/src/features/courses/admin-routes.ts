import {
  type AdminCourse,
  AdminCourseListQuerySchema,
  AdminCourseSchema,
  type AuditAction,
  CourseFieldsSchema,
  CourseIdBodySchema,
  EmptyEnvelopeSchema,
  envelope,
  pagedEnvelope,
  UpdateCourseFieldsSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/reply.ts';
import { IncomingFileSchema } from '../../lib/storage/incoming.ts';
import { uploadRoute } from '../../lib/storage/multipart.ts';
import { type AuthUser, currentUser } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/index.ts';
import type { CourseChange, CoursesService } from './service.ts';

/** An upload route with room for a course's fields: a dozen of them, the outline's JSON up to 30,000 characters. */
function courseUploadRoute() {
  const { multipart } = uploadRoute('courseCover');
  return { multipart: { ...multipart, fields: 16, fieldSize: 96 * 1024, maxBytes: multipart.maxBytes + 256 * 1024 } };
}

/**
 * The administrators' courses calls (issue 14 item 2): list with drafts, add and edit (multipart with a cover image),
 * delete. Every write commits with its audit entry; a cover the write replaced is deleted only after the commit (and
 * a new one is deleted when the write fails).
 */
export const adminCoursesRoutes: FastifyPluginAsyncZod<{ courses: CoursesService; audit: AuditService }> = async (
  app,
  { courses, audit },
) => {
  const admin = { auth: 'admin' } as const;
  const tags = ['courses (admin)'];
  const changed = { 200: envelope(AdminCourseSchema) };

  /** Runs a change with its audit entry; answers the course after it. */
  async function audited(
    user: AuthUser,
    action: Extract<AuditAction, `course.${string}`>,
    id: number | null,
    change: (c: CoursesService) => Promise<CourseChange>,
    newCover?: string,
  ): Promise<AdminCourse | null> {
    let done: CourseChange;
    try {
      done = await audit.write(
        { id: user.id, nickName: user.nickName },
        { action, targetType: 'course' },
        async (tx) => {
          const result = await change(courses.withTx(tx));
          const before = result.before as { title?: string } | null;
          return {
            result,
            targetId: id ?? result.after?.id ?? null,
            summary: result.after?.title ?? before?.title,
            before: result.before,
            after: result.after,
          };
        },
      );
    } catch (error) {
      await courses.discardCover(newCover);
      throw error;
    }
    await courses.discardCover(done.droppedCover);
    return done.after;
  }

  const answer = (after: AdminCourse | null) => {
    if (!after) throw new Error('a course write answered no course');
    return ok(after);
  };

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
      const { data, total, capped } = await courses.adminList(request.query);
      return okPage(data, total, capped);
    },
  );

  app.post(
    '/admin/add/course',
    {
      config: { ...courseUploadRoute(), ...admin },
      schema: {
        tags,
        summary:
          'Add a course (multipart fields, outline as JSON text, cert_ids and major_ids; optional file: jpg, png or webp cover up to 5 MB)',
        consumes: ['multipart/form-data'],
        body: CourseFieldsSchema.extend({ file: IncomingFileSchema.optional() }),
        response: changed,
      },
    },
    async (request) => {
      const { file, ...fields } = request.body;
      const user = currentUser(request);
      const cover = await courses.storeCover(file, user.id);
      return answer(await audited(user, 'course.create', null, (c) => c.create(fields, cover), cover));
    },
  );

  app.post(
    '/admin/update/course',
    {
      config: { ...courseUploadRoute(), ...admin },
      schema: {
        tags,
        summary: 'Edit a course (multipart fields; file replaces the cover, remove_cover=1 drops it)',
        consumes: ['multipart/form-data'],
        body: UpdateCourseFieldsSchema.extend({ file: IncomingFileSchema.optional() }),
        response: changed,
      },
    },
    async (request) => {
      const { file, id, remove_cover, ...fields } = request.body;
      const user = currentUser(request);
      const cover = await courses.storeCover(file, user.id);
      const next = cover ?? (remove_cover ? null : undefined);
      return answer(await audited(user, 'course.update', id, (c) => c.update(id, fields, next), cover));
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
      const { id } = request.body;
      await audited(currentUser(request), 'course.delete', id, (c) => c.remove(id));
      return ok(null);
    },
  );
};
