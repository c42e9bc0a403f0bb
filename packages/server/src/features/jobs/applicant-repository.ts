import { APPLICATION_STATUS_VALUES, type ApplicantCounts, type ApplicationStatus } from '@app/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/index.ts';

/** The HR's side of one job's applications beyond the pipeline moves: counts per state and private notes. */
export function createApplicantRepository(db: Db) {
  return {
    /** One grouped query over the job's applications (applications_job_idx), every state present, zeros too. */
    async stateCounts(jobId: number): Promise<ApplicantCounts> {
      const rows = await db
        .select({ status: applications.status, n: count() })
        .from(applications)
        .where(eq(applications.jobId, jobId))
        .groupBy(applications.status);
      const byStatus = Object.fromEntries(APPLICATION_STATUS_VALUES.map((s) => [s, 0])) as Record<
        ApplicationStatus,
        number
      >;
      for (const row of rows) byStatus[row.status as ApplicationStatus] = row.n;
      return { all: rows.reduce((sum, row) => sum + row.n, 0), by_status: byStatus };
    },

    async saveNote(id: number, note: string) {
      const [row] = await db
        .update(applications)
        .set({ hrNote: note, hrNoteUpdatedAt: sql`now()` })
        .where(eq(applications.id, id))
        .returning({ id: applications.id, note: applications.hrNote, at: applications.hrNoteUpdatedAt });
      return row ?? null;
    },
  };
}
