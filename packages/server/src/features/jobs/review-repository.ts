import { type AdminJobStatus, JOB_STATUS, type ReviewStatus } from '@app/shared';
import { and, asc, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, jobs } from '../../db/schema/index.ts';
import { countUpTo } from '../../lib/capped-count.ts';
import { dailyCounts } from '../../lib/daily-counts.ts';
import { containsText } from '../../lib/search/index.ts';
import { createJobRepository, jobRows } from './job-repository.ts';
import { keywordCondition, PREFER_TOKEN_INDEX } from './search-sql.ts';

type AdminJobFilters = {
  reviewStatus?: ReviewStatus | undefined;
  keyword?: string | undefined;
  status?: AdminJobStatus | undefined;
  company?: string | undefined;
  /** The HR's user id (digits) or text in the contact person's name. */
  publisher?: string | undefined;
  sort?: 'updated' | 'created' | undefined;
  order?: 'desc' | 'asc' | undefined;
};

/** The administrators' side of jobs: every job's list, the review decisions and the dashboard's figures. */
export function createReviewRepository(db: Db) {
  const { updateJob } = createJobRepository(db);

  return {
    /**
     * A page of jobs for the administrators, most recently changed first (or by creation, either way);
     * `under_review` is the review queue (new jobs and edits of approved jobs awaiting review). Text filters go
     * through the token index, then their exact substring is checked. The total is exact up to SEARCH_TOTAL_CAP,
     * like a search's: the unfiltered list of every job must not count them all.
     */
    adminJobs(filters: AdminJobFilters, offset: number, limit: number) {
      const byHr = filters.publisher && /^\d{1,9}$/.test(filters.publisher) ? Number(filters.publisher) : undefined;
      const publisherName = byHr === undefined ? filters.publisher : undefined;
      // Each text filter: all of its tokens through the token index, then its exact substring.
      const tokenConditions = [filters.keyword, filters.company, publisherName].map(keywordCondition);
      const conditions = [isNull(jobs.deletedAt), ...tokenConditions];
      if (filters.reviewStatus === 'under_review')
        conditions.push(or(eq(jobs.reviewStatus, 'under_review'), eq(jobs.pendingReviewStatus, 'under_review')));
      else if (filters.reviewStatus) conditions.push(eq(jobs.reviewStatus, filters.reviewStatus));
      if (filters.status) conditions.push(eq(jobs.status, JOB_STATUS[filters.status]));
      if (filters.company) conditions.push(containsText(jobs.company, filters.company));
      if (publisherName) conditions.push(containsText(jobs.publisherName, publisherName));
      if (byHr !== undefined) conditions.push(eq(jobs.hrId, byHr));
      const column = filters.sort === 'created' ? jobs.createdAt : jobs.updatedAt;
      const direction = filters.order === 'asc' ? asc : desc;
      const order = [direction(column), direction(jobs.id)];
      const where = and(...conditions);
      const list = async (on: Db) => {
        const [rows, counted] = await Promise.all([
          jobRows(on, where, order, offset, limit),
          countUpTo(on, { table: jobs, id: jobs.id }, where),
        ]);
        return { rows, ...counted };
      };
      if (!tokenConditions.some(Boolean)) return list(db);
      return db.transaction(async (tx) => {
        await tx.execute(PREFER_TOKEN_INDEX);
        return list(tx);
      });
    },

    async review(id: number, reviewStatus: ReviewStatus, reason: string, adminId: number) {
      await updateJob(id, { reviewStatus, rejectReason: reason, reviewedAt: new Date(), reviewedBy: adminId });
    },

    /** Turns down a held edit: the live version stays, the edit and the reason stay for the HR to see. */
    async rejectEdit(id: number, reason: string, adminId: number) {
      await updateJob(id, {
        pendingReviewStatus: 'rejected',
        pendingRejectReason: reason,
        reviewedAt: new Date(),
        reviewedBy: adminId,
      });
    },

    /**
     * Figures of the admin dashboard (ADR 0101), each one aggregate: undeleted jobs per review status and
     * status (an index-only scan of jobs_dashboard_idx, migration 0018), edits awaiting review (the partial
     * jobs_edits_under_review_idx) and all applications (a scan of the whole table: ADR 0101 gives its cost).
     */
    async jobStats() {
      const [byStatus, [edits], [applied]] = await Promise.all([
        db
          .select({ reviewStatus: jobs.reviewStatus, status: jobs.status, n: count() })
          .from(jobs)
          .where(isNull(jobs.deletedAt))
          .groupBy(jobs.reviewStatus, jobs.status),
        db
          .select({ n: count() })
          .from(jobs)
          .where(and(eq(jobs.pendingReviewStatus, 'under_review'), isNull(jobs.deletedAt))),
        db.select({ n: count() }).from(applications),
      ]);
      return { byStatus, editsUnderReview: edits?.n ?? 0, applications: applied?.n ?? 0 };
    },

    /** Jobs posted and applications sent per UTC day of the last `days` days (indexes on created_at). */
    async dailyNew(days: number) {
      const [posted, applied] = await Promise.all([
        dailyCounts(db, { table: jobs, at: jobs.createdAt }, days),
        dailyCounts(db, { table: applications, at: applications.createdAt }, days),
      ]);
      return { jobs: posted, applications: applied };
    },
  };
}
