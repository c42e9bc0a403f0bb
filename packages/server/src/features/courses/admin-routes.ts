import {
  type AdminCourseDetail,
  AdminCourseDetailSchema,
  AdminCourseListQuerySchema,
  AdminCourseSchema,
  type AuditAction,
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
import { type AuthUser, currentUser } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/index.ts';
import type { CourseChange, CoursesService } from './service.ts';

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
 * cover image; the lessons are sent with the course and replace its lessons in the same transaction), delete. Every write commits with its audit entry; a cover the write replaced is deleted only after the commit (and
 * a new one is deleted when the write fails).
 */
export const adminCoursesRoutes: FastifyPluginAsyncZod<{ courses: CoursesService; audit: AuditService }> = async (
  app,
  { courses, audit },
) => {
  const admin = { auth: 'admin' } as const;
  const tags = ['courses (admin)'];
  const changed = { 200: envelope(AdminCourseDetailSchema) };

  /** Runs a change with its audit entry; answers the course after it. */
  async function audited(
    user: AuthUser,
    action: Extract<AuditAction, `course.${string}`>,
    id: number | null,
    change: (c: CoursesService) => Promise<CourseChange>,
    newCover?: string,
  ): Promise<AdminCourseDetail | null> {
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
            after: result.afterSnapshot,
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

  const answer = (after: AdminCourseDetail | null) => {
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
    async (request) => ok(await courses.adminDetail(request.query.id)),
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
        summary:
          'Edit a course (multipart fields; outline replaces its lessons; file replaces the cover, remove_cover=1 drops it)',
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
