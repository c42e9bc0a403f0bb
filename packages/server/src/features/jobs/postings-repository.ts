import type { JobEdit } from '@app/shared';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { createJobRepository, type JobRow, jobColumns, jobRows, type NewJob } from './job-repository.ts';

/** An HR's own jobs: posting one, its list, and an edit of an approved job held for review. */
export function createPostingsRepository(db: Db) {
  const ownLive = (hrId: number) => and(eq(jobs.hrId, hrId), isNull(jobs.deletedAt));
  const newestFirst = [desc(jobs.createdAt), desc(jobs.id)];

  return {
    async insertJob(values: NewJob, certIds: number[], majorIds: number[]): Promise<JobRow> {
      const [row] = await db.insert(jobs).values(values).returning(jobColumns);
      if (!row) throw new Error('insert returned no row');
      await createJobRepository(db).replaceLinks(row.id, certIds, majorIds);
      return row;
    },

    /** Every job of an HR (not deleted), newest first, and how many there are. */
    async ownJobs(hrId: number, offset: number, limit: number) {
      const [rows, [counted]] = await Promise.all([
        jobRows(db, ownLive(hrId), newestFirst, offset, limit),
        db.select({ n: count() }).from(jobs).where(ownLive(hrId)),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async jobOptions(hrId: number) {
      return db
        .select({ id: jobs.id, title: jobs.title })
        .from(jobs)
        .where(ownLive(hrId))
        .orderBy(...newestFirst);
    },

    /** Keeps an edit of an approved job for review; the live columns and search tokens stay as they are. */
    async holdEdit(id: number, edit: JobEdit, revision: number) {
      await createJobRepository(db).updateJob(id, {
        revision,
        pendingEdit: edit,
        pendingReviewStatus: 'under_review',
        pendingRejectReason: '',
        pendingUpdatedAt: new Date(),
      });
    },
  };
}
