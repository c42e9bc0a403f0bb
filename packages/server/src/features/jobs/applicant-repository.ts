import { APPLICATION_STATUS_VALUES, type ApplicantCounts, type ApplicationStatus } from '@app/shared';
import { and, count, desc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, jobs, users } from '../../db/schema/index.ts';

export type ApplicationRow = typeof applications.$inferSelect;

/** A job seeker's live application to a job, as the lists (applied) and the job page (its state) show it. */
export type OwnApplication = Pick<ApplicationRow, 'id' | 'status' | 'openDays' | 'openedUntil' | 'createdAt'>;

const STATUS_COLUMN = {
  submitted: null,
  viewed: 'viewedAt',
  interviewing: 'interviewingAt',
  offered: 'offeredAt',
  rejected: 'rejectedAt',
  withdrawn: 'withdrawnAt',
} as const satisfies Record<ApplicationStatus, keyof ApplicationRow | null>;

/** The predicate of applications_job_seeker_live_unique, written as the index has it for ON CONFLICT. */
const LIVE_INDEX_PREDICATE = sql`status <> 'withdrawn'`;

/** An application that still counts: not withdrawn. */
export const liveApplication = ne(applications.status, 'withdrawn');

const newestApplications = [desc(applications.createdAt), desc(applications.id)];

/** Applications: a seeker's apply and withdraw, the HR's pipeline (moves, counts, notes) and their lists. */
export function createApplicantRepository(db: Db) {
  /** A page of applications and the exact number of applications matching `where`. */
  async function applicationPage<T>(where: SQL, rows: Promise<T[]>) {
    const [list, [total]] = await Promise.all([rows, db.select({ n: count() }).from(applications).where(where)]);
    return { rows: list, total: total?.n ?? 0 };
  }

  return {
    /**
     * Null when the seeker has a live application to this job (the partial unique index of live applications
     * decides, even under a race); a withdrawn one does not count (ADR 0093).
     */
    async insertApplication(values: { jobId: number; seekerId: number; hrId: number; openDays: number }) {
      const rows = await db
        .insert(applications)
        .values({ ...values, openedUntil: sql`now() + make_interval(days => ${values.openDays})` })
        .onConflictDoNothing({ target: [applications.jobId, applications.seekerId], where: LIVE_INDEX_PREDICATE })
        .returning();
      return rows[0] ?? null;
    },

    /** The seeker's live applications to these jobs (withdrawn ones are history: the seeker may apply again). */
    async applicationsOf(seekerId: number, jobIds: number[]) {
      if (jobIds.length === 0) return [];
      return db
        .select()
        .from(applications)
        .where(and(eq(applications.seekerId, seekerId), inArray(applications.jobId, jobIds), liveApplication));
    },

    async findApplication(id: number) {
      const rows = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /**
     * Moves a live application; `reason` is kept only with a rejection (what the seeker was told). Null when the
     * application is gone or was withdrawn meanwhile (a withdrawn one never moves again).
     */
    async moveApplication(id: number, status: ApplicationStatus, reason = '') {
      const column = STATUS_COLUMN[status];
      const rejectReason = status === 'rejected' ? reason : '';
      const [row] = await db
        .update(applications)
        .set({ status, rejectReason, updatedAt: sql`now()`, ...(column ? { [column]: sql`now()` } : {}) })
        .where(and(eq(applications.id, id), liveApplication))
        .returning();
      return row ?? null;
    },

    /**
     * Withdraws the application if it is still in one of `from` (checked in the update, so a move by the HR in
     * between wins); its resume stops being open to the HR through it. Null when it was not.
     */
    async withdrawApplication(id: number, from: readonly ApplicationStatus[]) {
      const [row] = await db
        .update(applications)
        .set({
          status: 'withdrawn',
          updatedAt: sql`now()`,
          withdrawnAt: sql`now()`,
          openedUntil: sql`least(${applications.openedUntil}, now())`,
        })
        .where(and(eq(applications.id, id), inArray(applications.status, [...from])))
        .returning();
      return row ?? null;
    },

    /** A seeker's deliveries with their jobs (deleted jobs included: the history stays). */
    seekerApplications(seekerId: number, offset: number, limit: number) {
      const where = eq(applications.seekerId, seekerId);
      return applicationPage(
        where,
        db
          .select({
            application: applications,
            job: {
              title: jobs.title,
              company: jobs.company,
              city: jobs.city,
              address: jobs.address,
              salary: jobs.salary,
              status: jobs.status,
              deletedAt: jobs.deletedAt,
            },
          })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .where(where)
          .orderBy(...newestApplications)
          .limit(limit)
          .offset(offset),
      );
    },

    jobApplicants(jobId: number, offset: number, limit: number, status?: ApplicationStatus) {
      const where = and(eq(applications.jobId, jobId), status ? eq(applications.status, status) : undefined) as SQL;
      return applicationPage(
        where,
        db
          .select({ application: applications, nickName: users.nickName, profilePicUrl: users.profilePicUrl })
          .from(applications)
          .innerJoin(users, eq(users.id, applications.seekerId))
          .where(where)
          .orderBy(...newestApplications)
          .limit(limit)
          .offset(offset),
      );
    },

    /** True while one of the seeker's applications to this HR keeps the resume open. */
    async hasOpenApplication(hrId: number, seekerId: number) {
      const rows = await db
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            eq(applications.hrId, hrId),
            eq(applications.seekerId, seekerId),
            gt(applications.openedUntil, sql`now()`),
            // A withdrawn application no longer opens the resume: the seeker took it back.
            liveApplication,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Live applicants per job (withdrawn ones left out), and how many are still unread (submitted). */
    async applicantCounts(jobIds: number[]) {
      const counts = new Map<number, { all: number; fresh: number }>();
      if (jobIds.length === 0) return counts;
      const rows = await db
        .select({
          jobId: applications.jobId,
          all: count(),
          fresh: sql<number>`count(*) filter (where ${applications.status} = 'submitted')`.mapWith(Number),
        })
        .from(applications)
        .where(and(inArray(applications.jobId, jobIds), liveApplication))
        .groupBy(applications.jobId);
      for (const row of rows) counts.set(row.jobId, { all: row.all, fresh: row.fresh });
      return counts;
    },

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

    /** The HR's private note on an applicant. */
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
