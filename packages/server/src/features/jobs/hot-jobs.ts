import { JOB_STATUS } from '@app/shared';
import { and, count, desc, eq, gt, min, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, hotJobs, jobs } from '../../db/schema/index.ts';
import { listedJobs } from './search-sql.ts';

/** Ranked jobs a recompute keeps: room for the ones closed or deleted before the next recompute. */
const HOT_JOBS_KEPT = 100;

/** The recompute reads a month of applications: a limit of its own, far above the requests' one. */
const RECOMPUTE_STATEMENT_TIMEOUT_MS = 120_000;

const openJobs = () => and(listedJobs(), eq(jobs.status, JOB_STATUS.recruiting));

/**
 * Hot jobs (ADR 0091): the recruiting, listed jobs with the most applications in the last 30 days, then the
 * newest. The ranking is recomputed periodically into `hot_jobs`; a read joins it to jobs again, so a job that
 * stopped being listed or recruiting since is never shown, and tops up with the newest jobs when short.
 */
export function createHotJobs(db: Db) {
  async function recompute() {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${RECOMPUTE_STATEMENT_TIMEOUT_MS}`));
      const recent = tx
        .select({ jobId: applications.jobId, n: count().as('n') })
        .from(applications)
        .where(gt(applications.createdAt, sql`now() - interval '30 days'`))
        .groupBy(applications.jobId)
        .as('recent');
      const order = [desc(recent.n), desc(jobs.createdAt), desc(jobs.id)];
      await tx.delete(hotJobs);
      await tx.insert(hotJobs).select(
        tx
          .select({
            rank: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('rank'),
            jobId: recent.jobId,
            applications: recent.n,
            computedAt: sql<Date>`now()`.as('computed_at'),
          })
          .from(recent)
          .innerJoin(jobs, eq(jobs.id, recent.jobId))
          .where(openJobs())
          .orderBy(...order)
          .limit(HOT_JOBS_KEPT),
      );
      // The read's plan (a walk of the ranks joined by primary key) relies on knowing the table is small.
      await tx.execute(sql`analyze ${hotJobs}`);
    });
  }

  return {
    /** Ids of the `limit` hottest jobs that are still listed and recruiting, topped up with the newest. */
    async ids(limit: number): Promise<number[]> {
      const ranked = await db
        .select({ id: hotJobs.jobId })
        .from(hotJobs)
        .innerJoin(jobs, eq(jobs.id, hotJobs.jobId))
        .where(openJobs())
        .orderBy(hotJobs.rank)
        .limit(limit);
      const hot = ranked.map((row) => row.id);
      if (hot.length >= limit) return hot;
      const newest = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(openJobs(), hot.length ? notInArray(jobs.id, hot) : undefined))
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(limit - hot.length);
      return [...hot, ...newest.map((row) => row.id)];
    },

    recompute,

    /**
     * Recomputes when the ranking is older than `maxAgeMs` or empty (an empty ranking costs next to nothing to
     * recompute: no application in 30 days); answers whether it did. Instances that share the database thereby
     * take turns instead of each recomputing.
     */
    async recomputeIfOlderThan(maxAgeMs: number): Promise<boolean> {
      const [row] = await db
        .select({ computedAt: min(hotJobs.computedAt) })
        .from(hotJobs)
        .where(gt(hotJobs.computedAt, sql`now() - make_interval(secs => ${maxAgeMs / 1000})`));
      if (row?.computedAt) return false;
      await recompute();
      return true;
    },
  };
}
