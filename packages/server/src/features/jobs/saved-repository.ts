import { JOB_STATUS, SAVED_LIMITS, type SavedSearchQuery } from '@app/shared';
import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs, savedJobs, savedSearches } from '../../db/schema/index.ts';
import { holdsAll, holdsAny } from '../../lib/search/index.ts';
import { type JobFilters, listedJobs, searchRequest } from './search-sql.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** Every condition of a job search (its tokens, any-of groups and exact texts) on a listed job. */
function matching(filters: JobFilters): SQL | undefined {
  const request = searchRequest(filters);
  const tokens = [...request.keyword, ...request.required];
  return and(
    listedJobs(),
    tokens.length ? holdsAll(jobs.searchTokens, tokens) : undefined,
    ...request.anyOf.filter((group) => group.length > 0).map((group) => holdsAny(jobs.searchTokens, group)),
    ...request.exact,
  );
}

export function createSavedRepository(db: Db) {
  return {
    /**
     * Serialises a seeker's saves inside the caller's transaction, so two saves at once cannot both pass the cap
     * check (a transaction lock: it ends with the transaction).
     */
    async lockSeeker(userId: number) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('saved'), ${userId})`);
    },

    async savedJobCount(userId: number) {
      const [row] = await db.select({ n: count() }).from(savedJobs).where(eq(savedJobs.userId, userId));
      return row?.n ?? 0;
    },

    async isSaved(userId: number, jobId: number) {
      const rows = await db
        .select({ jobId: savedJobs.jobId })
        .from(savedJobs)
        .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)))
        .limit(1);
      return rows.length > 0;
    },

    async saveJob(userId: number, jobId: number) {
      await db.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
    },

    async unsaveJob(userId: number, jobId: number) {
      await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
    },

    /** Ids of every job the seeker saved (at most the cap), newest first. */
    async savedJobIds(userId: number) {
      const rows = await db
        .select({ jobId: savedJobs.jobId })
        .from(savedJobs)
        .where(eq(savedJobs.userId, userId))
        .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId))
        .limit(SAVED_LIMITS.jobs);
      return rows.map((r) => r.jobId);
    },

    /** A page of saved jobs, newest saved first, each with whether it is still listed and recruiting. */
    async savedJobsPage(userId: number, offset: number, limit: number) {
      const mine = eq(savedJobs.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            jobId: jobs.id,
            title: jobs.title,
            company: jobs.company,
            city: jobs.city,
            jobType: jobs.jobType,
            experience: jobs.experience,
            salary: jobs.salary,
            live: sql<boolean>`(${listedJobs()} and ${jobs.status} = ${JOB_STATUS.recruiting})`,
            savedAt: savedJobs.createdAt,
          })
          .from(savedJobs)
          .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
          .where(mine)
          .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(savedJobs).where(mine),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async searchCount(userId: number) {
      const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
      return row?.n ?? 0;
    },

    async insertSearch(values: { userId: number; name: string; query: SavedSearchQuery; alert: boolean }) {
      const [row] = await db.insert(savedSearches).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Names compare without regard to case, as the seeker reads them in the list. */
    async hasSearchNamed(userId: number, name: string) {
      const rows = await db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(and(eq(savedSearches.userId, userId), sql`lower(${savedSearches.name}) = lower(${name})`))
        .limit(1);
      return rows.length > 0;
    },

    /** Every saved search of the seeker (at most the cap), newest first. */
    searches(userId: number) {
      return db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
        .limit(SAVED_LIMITS.searches);
    },

    async findSearch(id: number): Promise<SavedSearchRow | null> {
      const rows = await db.select().from(savedSearches).where(eq(savedSearches.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async updateSearch(id: number, values: Partial<Pick<SavedSearchRow, 'alert' | 'checkedUntil' | 'lastAlertAt'>>) {
      const [row] = await db.update(savedSearches).set(values).where(eq(savedSearches.id, id)).returning();
      return row ?? null;
    },

    async deleteSearch(id: number) {
      await db.delete(savedSearches).where(eq(savedSearches.id, id));
    },

    /**
     * Searches with alerts on that may be alerted again at `now` (none sent in the last day, `notBefore`), checked
     * longest ago first.
     */
    dueSearches(notBefore: Date, limit: number) {
      return db
        .select()
        .from(savedSearches)
        .where(
          and(
            eq(savedSearches.alert, true),
            or(isNull(savedSearches.lastAlertAt), lte(savedSearches.lastAlertAt, notBefore)),
          ),
        )
        .orderBy(asc(savedSearches.checkedUntil), asc(savedSearches.id))
        .limit(limit);
    },

    /**
     * Recruiting listed jobs matching `filters` that an administrator approved (new, or an edit made live) after
     * `since` and up to `until`, the earliest first, at most `limit`: the search's tokens through the jobs' token
     * index, the approval time through jobs_listed_reviewed_idx. An edit turned down also stamps `reviewed_at`;
     * such a job is left out.
     */
    newMatches(filters: JobFilters, since: Date, until: Date, limit: number) {
      return db
        .select({ id: jobs.id, title: jobs.title })
        .from(jobs)
        .where(
          and(
            matching(filters),
            eq(jobs.status, JOB_STATUS.recruiting),
            gt(jobs.reviewedAt, since),
            lte(jobs.reviewedAt, until),
            sql`${jobs.pendingReviewStatus} is distinct from 'rejected'`,
          ),
        )
        .orderBy(asc(jobs.reviewedAt), asc(jobs.id))
        .limit(limit);
    },
  };
}
