import type { AdminCourseDetail, AdminCourseListQuery, AuditAction, CourseFields } from '@app/shared';
import type { IncomingFile } from '../../lib/storage/incoming.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import type { CourseChange, CoursesService } from './service.ts';

export type CoursesAdminDeps = {
  courses: CoursesService;
  /** Every write commits with its audit entry, in one transaction (ADR 0101). */
  audit: Pick<AuditService, 'write'>;
};

/** The course a create or update answers (only a delete leaves none). */
function answer(after: AdminCourseDetail | null): AdminCourseDetail {
  if (!after) throw new Error('a course write answered no course');
  return after;
}

/**
 * The administrators' courses: the list with drafts, one course with its lessons, and every write committed with its
 * audit entry. A cover the write replaced is deleted only after the commit, and a new one is deleted when the write
 * fails.
 */
export function createCoursesAdminService(deps: CoursesAdminDeps) {
  const { courses, audit } = deps;

  /** Runs a change with its audit entry; answers the course after it. */
  async function audited(
    admin: AuditActor,
    action: Extract<AuditAction, `course.${string}`>,
    id: number | null,
    change: (c: CoursesService) => Promise<CourseChange>,
    newCover?: string,
  ): Promise<AdminCourseDetail | null> {
    let done: CourseChange;
    try {
      done = await audit.write(
        { id: admin.id, nickName: admin.nickName },
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

  return {
    list: (query: AdminCourseListQuery) => courses.adminList(query),
    detail: (id: number) => courses.adminDetail(id),

    /** A new course with its lessons; the cover, when sent, is stored first. */
    async create(admin: AuditActor, fields: CourseFields, file?: IncomingFile) {
      const cover = await courses.storeCover(file, admin.id);
      return answer(await audited(admin, 'course.create', null, (c) => c.create(fields, cover), cover));
    },

    /** New fields and lessons; `file` replaces the cover, `removeCover` drops it. */
    async update(
      admin: AuditActor,
      id: number,
      fields: CourseFields,
      cover: { file?: IncomingFile | undefined; removeCover?: boolean | undefined } = {},
    ) {
      const stored = await courses.storeCover(cover.file, admin.id);
      const next = stored ?? (cover.removeCover ? null : undefined);
      return answer(await audited(admin, 'course.update', id, (c) => c.update(id, fields, next), stored));
    },

    /** Deletes a course; its cover is deleted after the commit. */
    async remove(admin: AuditActor, id: number) {
      await audited(admin, 'course.delete', id, (c) => c.remove(id));
    },
  };
}

export type CoursesAdminService = ReturnType<typeof createCoursesAdminService>;
